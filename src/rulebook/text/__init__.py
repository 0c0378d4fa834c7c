"""Text logic shared by the components: normalisation, BM25 lexical analysis, abbreviation definitions."""
