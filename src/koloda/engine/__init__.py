"""The generic engine: cards, rules configs, the state protocol, records, agents."""
