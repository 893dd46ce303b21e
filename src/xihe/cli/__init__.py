"""The `xihe` command line."""
