"""The one agent loop, and the runtime that wires it to models, tools and tracing."""
