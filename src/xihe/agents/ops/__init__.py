"""The operations executor: DolphinScheduler workflows under policy, a durable run state
machine, and WeCom alerts aggregated under the robot's limit (see docs/ops.md)."""
