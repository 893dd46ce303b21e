"""Context engine: sessions and tasks, three tiers, anchors, budgets, snapshots, cache keys."""
