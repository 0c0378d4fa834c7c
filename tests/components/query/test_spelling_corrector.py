"""
src/rulebook/components/query/spelling_corrector.py: a question's misspelled words are searched as the indexed
documents write them, and a question typed correctly passes through unchanged.

The corpus is the chunks of two real FRA manuals (Hazardous Materials, Railroad Workplace Safety), as the project's
converter, cleaner and splitter make them; the dictionary is pyspellchecker's English word list.
"""

import pytest
from haystack import Document

from rulebook.components.query.spelling_corrector import (
    MAX_LENGTH,
    SpellingCorrector,
    corpus_vocabulary,
    dictionary_words,
    is_word,
    typo_candidates,
)
from rulebook.pipelines import configured_graph
from rulebook.settings import Settings
from tests.conftest import load_questions
from tests.ingestion_samples import HAZMAT, TRACK, chunks

HAZMAT_NAME = "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
TRACK_NAME = "FRA-Track_Structures_CM_2026_Vol_III_Ch1_Railroad_Workplace_Safety_General.pdf"


@pytest.fixture(scope="module")
def corpus() -> list[Document]:
    return [*chunks(HAZMAT), *chunks(TRACK)]


@pytest.fixture(scope="module")
def corrector() -> SpellingCorrector:
    return SpellingCorrector()


class TestTypoCandidates:
    def test_the_four_slips(self):
        assert "fouling" in typo_candidates("fuoling")  # two neighbours swapped
        assert "signal" in typo_candidates("signl")  # a letter left out
        assert "penalty" in typo_candidates("penaltty")  # a letter added
        assert "track" in typo_candidates("trsck")  # a neighbouring key: s for a
        assert "fuoling" not in typo_candidates("fuoling")

    def test_a_replacement_must_be_a_neighbouring_key_or_another_vowel(self):
        # d and t are not neighbours: "contends" is a word, not a slip for "contents".
        assert "contents" not in typo_candidates("contends")
        assert "contents" in typo_candidates("contenrs")  # r is t's neighbour
        # A vowel for another is a slip of spelling: y and i are no neighbours, nor e and a.
        assert "railworthiness" in typo_candidates("railworthyness")
        assert "separate" in typo_candidates("seperate")
        assert "signal" not in typo_candidates("sognel")  # two vowels changed is two slips


class TestSpellingCorrector:
    def test_init_and_serialisation(self):
        corrector = SpellingCorrector(min_length=6)
        data = corrector.to_dict()
        assert data["type"] == "rulebook.components.query.spelling_corrector.SpellingCorrector"
        assert data["init_parameters"] == {
            "document_store": None,
            "filters": None,
            "language": "en",
            "enabled": True,
            "min_length": 6,
            "min_count": 2,
            "max_age_s": 300.0,
        }
        for bad, match in (
            ({"min_length": 2}, "min_length"),
            ({"min_count": 0}, "min_count"),
            ({"max_age_s": 0}, "max_age_s"),
            ({"language": "xx"}, "xx"),
        ):
            with pytest.raises(ValueError, match=match):
                SpellingCorrector(**bad)

    def test_the_dictionary_knows_english_words_and_no_typos(self):
        words = dictionary_words("en")
        assert len(words) > 100_000
        assert {"censure", "shoppers", "lading", "dearth", "potable", "throughput", "signal"} <= words
        assert not {"fuoling", "autority", "inspcet", "siganl", "miantainer"} & words

    def test_real_words_the_dictionary_does_not_list(self):
        words = dictionary_words("en")
        # Endings and beginnings on a listed word, British spellings, contractions typed without the apostrophe.
        unlisted = ("texting", "funder", "presealed", "organisation", "centres", "arent", "thats")
        assert not set(unlisted) & words
        assert all(is_word(word, words) for word in unlisted)
        assert not any(is_word(typo, words) for typo in ("fuoling", "autority", "inspcet", "mdical", "brigde"))

    @pytest.mark.shared_data
    def test_misspelled_words_become_the_corpus_words(self, corpus, corrector):
        out = corrector.run(query="Who has the autority to inspcet records and facilities?", documents=corpus)
        assert out["query"] == "Who has the authority to inspect records and facilities?"
        assert out["corrections"] == [{"from": "autority", "to": "authority"}, {"from": "inspcet", "to": "inspect"}]
        # A vowel spelt for another, in a word the manual writes.
        out = corrector.run(query="What does railworthyness mean for a tank car?", documents=corpus)
        assert out["corrections"] == [{"from": "railworthyness", "to": "railworthiness"}]
        # Capitals are kept as written.
        out = corrector.run(query="WATCHAMN duties? Fuoling a track", documents=corpus)
        assert out["query"] == "WATCHMAN duties? Fouling a track"

    def test_a_typo_of_a_word_the_documents_write_in_another_form_becomes_that_word(self, corrector):
        # A fresh user's "licence renewl deadline": the bylaw writes "renewed", never "renewal", and the typo had
        # been searched as written (refused as weak evidence).
        bylaw = [Document(content="Every licence expires on 30 June and must be renewed by 31 July each year.")]
        out = corrector.run(query="licence renewl deadline", documents=bylaw)
        assert out["corrections"] == [{"from": "renewl", "to": "renewal"}]
        # A dictionary word whose stem the documents never write is no correction.
        assert corrector.run(query="licence rewewl deadline", documents=bylaw)["corrections"] == []

    def test_two_words_of_the_corpus_run_together_are_split(self, corpus, corrector):
        # A user types a compound no dictionary lists; the manuals write it as a phrase ("tank car", "cargo tank").
        out = corrector.run(query="Who inspects a tankcar? What about the cargotank?", documents=corpus)
        assert out["query"] == "Who inspects a tank car? What about the cargo tank?"
        assert out["corrections"] == [{"from": "tankcar", "to": "tank car"}, {"from": "cargotank", "to": "cargo tank"}]
        # Words the corpus never writes together are kept: "workzone" (it writes "work" and "zone" apart), and a
        # compound the dictionary lists ("railcar", "lookout") is a word of its own.
        for question in ("What are the workzone rules?", "Is a railcar placarded?", "Is a lookout required?"):
            assert corrector.run(query=question, documents=corpus)["corrections"] == []

    @pytest.mark.shared_data
    def test_questions_typed_correctly_pass_through(self, corpus, corrector):
        questions = [q for q in load_questions("rail_golden.jsonl") if q["doc"] in (HAZMAT_NAME, TRACK_NAME)]
        assert len(questions) >= 30
        for q in questions:
            out = corrector.run(query=q["question"], documents=corpus)
            assert out == {"query": q["question"], "corrections": []}, q["id"]

    @pytest.mark.shared_data
    def test_no_typo_kept_as_written(self, corpus, corrector):
        words, terms, _compounds = corpus_vocabulary(corpus)
        # "hazmats": the manuals write only "hazmat", one slip away, but BM25's stemmer already matches the two.
        assert "hazmats" not in words and "hazmat" in typo_candidates("hazmats") and "hazmat" in terms
        # English words the manuals never write, each one slip from a word they do write ("censure" from "ensure",
        # "potable" from "portable"); "trak": shorter than 5 letters.
        for word, near in (
            ("censure", "ensure"),
            ("shoppers", "shippers"),
            ("lading", "loading"),
            ("potable", "portable"),
            ("dearth", "death"),
        ):
            assert word not in words and near in typo_candidates(word) and words[near] >= 2, word
        questions = (
            "Do the rules cover hazmats?",
            "Can an inspector censure a railroad?",
            "Are shoppers allowed in the rail yard?",
            "What goes on the bill of lading?",
            "Is potable water a hazardous material?",
            "What if there is a dearth of inspectors?",
            "Is a trak fouled?",
        )
        for question in questions:
            assert corrector.run(query=question, documents=corpus) == {"query": question, "corrections": []}, question

    @pytest.mark.shared_data
    def test_words_in_other_letters_or_too_long_are_kept(self, corpus, corrector):
        # "authorité" is one word, not "authorit" + "é", and no slip of "authority".
        question = "Who has the authorité to inspect records?"
        assert corrector.run(query=question, documents=corpus) == {"query": question, "corrections": []}
        # A word of more than MAX_LENGTH letters is not searched for slips (its candidates grow with the square of
        # its length); one of MAX_LENGTH letters is.
        longest, too_long = "hydro" * (MAX_LENGTH // 5), "hydro" * (MAX_LENGTH // 5 + 1)
        made_up = [Document(content=f"{longest} {longest} {too_long} {too_long}")]
        for word, corrected in ((longest, True), (too_long, False)):
            slip = word[:-2] + word[-1] + word[-2]
            assert bool(corrector.run(query=f"Is {slip} listed?", documents=made_up)["corrections"]) is corrected

    @pytest.mark.shared_data
    def test_a_repeated_typo_is_corrected_everywhere_and_listed_once(self, corpus, corrector):
        out = corrector.run(query="autority and autority", documents=corpus)
        assert out == {"query": "authority and authority", "corrections": [{"from": "autority", "to": "authority"}]}
        out = corrector.run(query="Autority and autority", documents=corpus)
        assert out["query"] == "Authority and authority" and len(out["corrections"]) == 1

    @pytest.mark.shared_data
    def test_contractions_names_and_hyphenated_words_are_kept(self, corpus, corrector):
        # Each a word one slip from a word of the manuals ("shouldn" from "should", "arent" from "agent", "thats"
        # from "that", "texting" from "testing", "Marek" from "mark", "trans" from "train"): none is a typo.
        questions = (
            "Shouldn't the shipper placard the car?",
            "Shouldn’t the shipper placard the car?",
            "Arent hazmat records inspected?",
            "Thats the authority, right?",
            "Is texting allowed while operating a train?",
            "Can Marek inspect records?",
            "Is trans-loading of hazmat allowed?",
        )
        for question in questions:
            assert corrector.run(query=question, documents=corpus) == {"query": question, "corrections": []}, question
        # At the start of a sentence a capital is no name: the slip is corrected.
        assert corrector.run(query="Fine. Autority?", documents=corpus)["query"] == "Fine. Authority?"

    @pytest.mark.shared_data
    def test_the_other_sides_spelling_is_searched_as_the_manuals_write_it(self, corpus, corrector):
        # The FRA manuals spell American: a British "organisation authorises" finds nothing by its words.
        out = corrector.run(query="Which organisation authorises inspections?", documents=corpus)
        assert out["query"] == "Which organization authorizes inspections?"
        assert out["corrections"] == [
            {"from": "organisation", "to": "organization"},
            {"from": "authorises", "to": "authorizes"},
        ]

    @pytest.mark.shared_data
    def test_off_nothing_changes(self, corpus):
        question = "Who has the autority to inspcet records?"
        off = SpellingCorrector(enabled=False)
        assert off.run(query=question, documents=corpus) == {"query": question, "corrections": []}
        # No corpus: nothing to correct to.
        assert SpellingCorrector().run(query=question) == {"query": question, "corrections": []}


class TestGraphWiring:
    def test_the_searches_read_the_corrected_question_the_prompt_reads_it_as_asked(self):
        graph = configured_graph("query", Settings.from_env())
        fed = {c["receiver"] for c in graph["connections"] if c["sender"] == "spelling.query"}
        assert {
            "version_resolver.query",
            "document_names.query",
            "text_embedder.text",
            "joiner.query",
            "fallback.query",
        } <= fed
        assert {"prompt_builder.question", "answer_builder.query", "spelling.query"} <= set(graph["inputs"]["query"])
        assert {"sender": "spelling.corrections", "receiver": "answer_builder.corrections"} in graph["connections"]
        spelling = graph["components"]["spelling"]["init_parameters"]
        assert (spelling["enabled"], spelling["language"]) == (True, "en")

    def test_the_setting_turns_it_off(self, monkeypatch):
        monkeypatch.setenv("RULEBOOK_SPELLING", "off")
        graph = configured_graph("query", Settings.from_env())
        assert graph["components"]["spelling"]["init_parameters"]["enabled"] is False


class TestEverydayWords:
    """A user's everyday word that the documents never write is searched as the register's term they do write."""

    @pytest.fixture
    def manual(self):
        return [
            Document(
                content="3.3.1 The unmanned aircraft must be kept at least 50 m horizontally from uninvolved persons. "
                "A remote pilot may not fly over assemblies of people."
            ),
            Document(
                content="(a) A person who wishes to contest a parking citation shall request a hearing within 21 days. "
                "Mobile devices are switched off in the examination room. The licence is renewed each year."
            ),
        ]

    def test_everyday_words_become_the_documents_terms(self, manual, corrector):
        out = corrector.run(query="How far do I keep my drone from the public?", documents=manual)
        assert out["query"] == "How far do I keep my unmanned aircraft from the public?"
        assert out["corrections"] == [{"from": "drone", "to": "unmanned aircraft"}]
        # A phrase of two words, and a plural read through its singular's entry.
        out = corrector.run(query="how long to contest a parking ticket", documents=manual)
        assert out["query"] == "how long to contest a parking citation"
        out = corrector.run(query="Are phones allowed in the exam?", documents=manual)
        assert out["query"] == "Are mobile devices allowed in the examination?"
        assert [c["from"] for c in out["corrections"]] == ["phones", "exam"]
        # The other side's spelling of a word the documents write otherwise.
        out = corrector.run(query="When is the license renewed?", documents=manual)
        assert out["corrections"] == [{"from": "license", "to": "licence"}]

    def test_a_category_in_the_users_words_becomes_the_tables_label(self, corrector):
        # Price and fine tables name a category as the register does ("Accessible space without a placard or plate",
        # "Concession", "Motorhome"); a user asks for the "handicap spot", a "pensioner", a "campervan".
        tables = [
            Document(
                content="Accessible space without a placard or plate | 12-17 | $250\nConcession | £28.00\n"
                "Motorhome | £41.00\nA vaccination certificate is needed for every puppy."
            )
        ]
        out = corrector.run(query="fine for parking in a handicap spot without a placard", documents=tables)
        assert out["query"] == "fine for parking in a accessible space without a placard"
        out = corrector.run(query="pensioner gym price per month", documents=tables)
        assert out["query"] == "concession gym price per month"
        out = corrector.run(query="how much to take a campervan over", documents=tables)
        assert out["query"] == "how much to take a motorhome over"
        out = corrector.run(query="what jabs does a pup need", documents=tables)
        assert out["query"] == "what vaccinations does a puppy need"

    def test_an_ekg_is_an_electrocardiogram(self, corrector):
        rule = [Document(content="An electrocardiogram must be dated no earlier than 60 days before the application.")]
        out = corrector.run(query="how old can my EKG be", documents=rule)
        assert out["query"] == "how old can my electrocardiogram be"
        # An "idle timeout" is the time of inactivity that SP 800-63B writes.
        session = [Document(content="Reauthentication SHALL follow any period of inactivity lasting 30 minutes.")]
        assert corrector.run(query="AAL2 idle timeout", documents=session)["query"] == "AAL2 inactivity timeout"

    def test_words_the_documents_write_are_kept(self, corrector):
        # Where the documents write the everyday word too, it is searched as written; and an entry is used only
        # where the documents write one of its terms.
        docs = [Document(content="A drone flown by a remote pilot is an unmanned aircraft. A car is a vehicle.")]
        for question in ("Can I fly a drone at night?", "Is a car allowed on the pier?", "Is a cop present?"):
            assert corrector.run(query=question, documents=docs) == {"query": question, "corrections": []}
