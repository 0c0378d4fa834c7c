"""rulebook's Haystack components, in families as Haystack arranges its own (`haystack.components.<family>`)."""
