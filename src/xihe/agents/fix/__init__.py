"""The fix agent: a verified fix branch (and pull request) for a harness-bug pattern."""
