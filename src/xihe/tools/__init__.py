"""Tools: specs, the registry, the one executor, and the built-in tools."""
