"""Shared vocabulary: messages, tool calls, events, errors, ids, clock and settings."""
