"""The gateway: `xihe serve` — OpenAI-compatible chat, MCP and A2A under auth and limits."""
