"""The other side's spelling of a word, and the register's terms for everyday words (`rulebook.text.wording`)."""

from rulebook.text.wording import EVERYDAY_TERMS, plural, register_terms, spelling_variants


class TestSpellingVariants:
    def test_british_and_american_forms_each_way(self):
        for british, american in (
            ("licence", "license"),
            ("organisation", "organization"),
            ("authorised", "authorized"),
            ("centre", "center"),
            ("labour", "labor"),
            ("defence", "defense"),
            ("catalogue", "catalog"),
            ("travelled", "traveled"),
            ("tyre", "tire"),
            ("kerb", "curb"),
            ("programme", "program"),
        ):
            assert american in spelling_variants(british), british
            assert british in spelling_variants(american), american

    def test_a_word_no_rule_changes_has_no_variant(self):
        assert spelling_variants("inspection") == []
        assert "tank" not in spelling_variants("tank")
        # Other words that only look like another's spelling: "our" is no "or", "four" no "for", "floor" no "flour",
        # "filled" no "filed", "fence" no "fense".
        for word in ("our", "four", "hour", "floor", "flour", "filled", "filed", "filling", "fence", "hence"):
            assert spelling_variants(word) == [], word


class TestRegisterTerms:
    def test_everyday_words_and_phrases_name_the_registers_terms_best_first(self):
        assert register_terms("drone")[0] == "unmanned aircraft"
        assert register_terms("drones") == register_terms("drone")  # a plural reads its singular's entry
        assert "parking citation" in register_terms("parking ticket")
        assert register_terms("gas bottles")[0] == "gas cylinders"  # a licence's "LPG ... 2 cylinders"
        assert register_terms("subbies")[0] == "subcontractors"
        assert register_terms("inspection") == ()

    def test_words_of_two_senses_are_not_listed(self):
        # "ticket" is a fine's citation or a mariner's certificate; "flat" a dwelling or a rate; "job" a post or a task.
        for word in ("ticket", "flat", "store", "job", "truck", "boss"):
            assert word not in EVERYDAY_TERMS

    def test_plural(self):
        assert plural("mobile device") == "mobile devices"
        assert plural("unmanned aircraft") == "unmanned aircraft"
        assert plural("body") == "bodies"
        assert plural("box") == "boxes"
        assert plural("police") == "police"
