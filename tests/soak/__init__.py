"""The fault campaign (`make soak`): two replicas on PostgreSQL + Redis under load, with faults."""
