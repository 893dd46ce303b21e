"""The evolution engine: errors → patterns → inspection → backfill, behaviour health, simulation."""
