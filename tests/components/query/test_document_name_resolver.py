"""
src/rulebook/components/query/document_name_resolver.py: a question that names documents by their own acronym
(CSF, NIST, FRA) searches only those documents, and BM25 searches it without a name that belongs to one document.

The names are read from the real shared PDFs (NIST CSWP 29, NIST SP 800-53B and the FRA Hazardous Materials
manual, converted by the project's converter); the end-to-end test indexes the CSF and a 12-page excerpt of the
Hazmat manual.
"""

import shutil
from typing import ClassVar

import pymupdf
import pytest
from haystack import Document

from rulebook.components.query.document_name_resolver import DocumentNameResolver, document_acronyms, named_documents
from rulebook.engine import Rulebook
from rulebook.pipelines import configured_graph
from rulebook.settings import Settings
from tests.ingestion_samples import CSF, HAZMAT, converted, shared_pdf

CSF_NAME = "NIST.CSWP.29.pdf"
BASELINES_NAME = "NIST800-53B.pdf"
HAZMAT_NAME = "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
RANSOMWARE = (
    "We just got hit with ransomware. Before we restore from our backups, what does CSF 2.0 say to check first?"
)


@pytest.fixture(scope="module")
def corpus() -> list[Document]:
    """The three real documents as the converter gives them (one Document each, with `title` and `file_name`)."""
    return [converted(CSF), converted("nist/NIST800-53B.pdf"), converted(HAZMAT)]


class TestDocumentAcronyms:
    @pytest.mark.shared_data
    def test_reads_the_names_from_the_real_titles_and_file_names(self, corpus):
        table = document_acronyms(corpus)
        # "The NIST Cybersecurity Framework (CSF) 2.0", "NIST800-53B.pdf", "FRA-Hazardous_Materials_...pdf"
        assert table["CSF"] == [CSF_NAME]
        assert table["NIST"] == [CSF_NAME, BASELINES_NAME]
        assert table["FRA"] == [HAZMAT_NAME]
        # The Hazmat manual's title is written in capitals: its words are words, not names.
        assert "HAZARDOUS" not in table and "MANUAL" not in table

    def test_an_acronym_many_documents_cite_is_no_name(self):
        carrier = Document(content="The ZQX rules. " * 8, meta={"file_name": "zqx.pdf", "title": "The ZQX Rules"})
        assert document_acronyms([carrier]) == {"ZQX": ["zqx.pdf"]}
        # Five documents cite it once each (a rate under a quarter of the carrier's): 8 of 13 uses, under 0.8.
        citing = [
            Document(content="Report to the ZQX.", meta={"file_name": f"other{i}.pdf", "title": "Other"})
            for i in range(5)
        ]
        assert document_acronyms([carrier, *citing]) == {}
        # One citing document: 8 of 9 uses, and the name holds.
        assert document_acronyms([carrier, citing[0]]) == {"ZQX": ["zqx.pdf"]}

    @pytest.mark.shared_data
    def test_a_document_that_uses_the_name_as_much_is_named_too(self):
        # Section E's title is written in capitals and its file name has no "FIA", but its pages write "FIA" about
        # as often as Section B's, whose title carries it: "FIA" names both (one Document per page, as chunks).
        pages = [
            Document(content=page, meta=doc.meta)
            for doc in (converted("fia2026/section_b_sporting.pdf"), converted("fia2026/section_e_financial_pu.pdf"))
            for page in doc.content.split("\f")
        ]
        assert document_acronyms(pages)["FIA"] == ["section_b_sporting.pdf", "section_e_financial_pu.pdf"]

    def test_a_word_the_text_writes_in_lower_case_is_no_name(self):
        doc = Document(
            content="Each crew member shall wear one badge.", meta={"file_name": "ONE-rules.pdf", "title": "Rules"}
        )
        assert document_acronyms([doc]) == {}
        # An address is not a word: "csf.example.gov" leaves CSF a name.
        doc = Document(
            content="See https://csf.example.gov for the CSF.", meta={"file_name": "x.pdf", "title": "The CSF"}
        )
        assert document_acronyms([doc]) == {"CSF": ["x.pdf"]}

    def test_a_common_word_in_capitals_is_no_name(self):
        # A title "CRANE CODE" over text that never writes "code" in lower case: "What does the code say about
        # leave?" names no document. A rare word in capitals ("FRA") still names its documents.
        crane = Document(
            content="The Code applies to every Crane in the Harbour.",
            meta={"file_name": "crane.pdf", "title": "CRANE CODE"},
        )
        assert document_acronyms([crane]) == {}
        fra = Document(
            content="FRA inspectors enforce the FRA rules.", meta={"file_name": "FRA-manual.pdf", "title": ""}
        )
        assert document_acronyms([fra]) == {"FRA": ["FRA-manual.pdf"]}

    def test_no_documents_no_names(self):
        assert document_acronyms([]) == {}


class TestNamedDocuments:
    TABLE: ClassVar[dict[str, list[str]]] = {
        "CSF": [CSF_NAME],
        "NIST": [CSF_NAME, BASELINES_NAME],
        "FRA": [HAZMAT_NAME],
    }

    def test_the_narrower_name_wins(self):
        assert named_documents("What does NIST CSF 2.0 say about backups?", self.TABLE) == {"CSF": [CSF_NAME]}

    def test_names_of_different_documents_add_up(self):
        named = named_documents("Do the FRA manual and the CSF both require training?", self.TABLE)
        assert named == {"FRA": [HAZMAT_NAME], "CSF": [CSF_NAME]}

    def test_names_count_in_any_case(self):
        assert named_documents("what does the csf say about backups", self.TABLE) == {"CSF": [CSF_NAME]}
        assert named_documents("Per the Fra manual, who inspects?", self.TABLE) == {"FRA": [HAZMAT_NAME]}
        assert named_documents("How fast may a train pass the crossing?", self.TABLE) == {}

    def test_a_lower_case_two_letter_word_or_address_is_no_name(self):
        table = {**self.TABLE, "EU": ["eu.pdf"]}
        assert named_documents("Do eu rules apply? The EU rules.", table) == {"EU": ["eu.pdf"]}
        assert named_documents("do eu rules apply", table) == {}
        for address in (
            "Is the form on nist.gov or csf-tools.org?",
            "What does NIST.gov say?",
            "Mail DPO@FRA.EU",
            "See https://CSF-info.eu/art-7",
        ):
            assert named_documents(address, table) == {}, address

    def test_case_does_not_change_what_is_named(self):
        for a, b in (
            ("Csf-compliant backups", "CSF-compliant backups"),
            ("csf2.0 backups", "CSF2.0 backups"),
            ("what do fra/csf say", "what do FRA/CSF say"),
        ):
            assert named_documents(a, self.TABLE) == named_documents(b, self.TABLE) != {}, a


class TestDocumentNameResolver:
    def test_init_default(self):
        resolver = DocumentNameResolver()
        assert resolver.document_store is None and resolver.filters is None
        assert resolver.enabled is True and resolver.max_age_s == 300.0

    def test_init_rejects_a_bad_max_age(self):
        with pytest.raises(ValueError, match="max_age_s"):
            DocumentNameResolver(max_age_s=0)

    def test_to_dict(self):
        assert DocumentNameResolver(enabled=False).to_dict() == {
            "type": "rulebook.components.query.document_name_resolver.DocumentNameResolver",
            "init_parameters": {"document_store": None, "filters": None, "enabled": False, "max_age_s": 300.0},
        }

    @pytest.mark.shared_data
    def test_a_section_number_after_a_name_stays_in_the_bm25_query(self, corpus):
        out = DocumentNameResolver().run(query="What does CSF 3.1 say about profiles?", documents=corpus)
        assert out["query"] == "What does 3.1 say about profiles?"
        assert (
            DocumentNameResolver().run(query="What does CSF v2.0 say?", documents=corpus)["query"] == "What does say?"
        )

    @pytest.mark.shared_data
    def test_a_year_the_question_names_keeps_the_names(self, corpus):
        # The version resolver keeps the documents of the year asked (and those without versions): its own choice,
        # inside which the named document is searched alone.
        kept = {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME, HAZMAT_NAME]}
        out = DocumentNameResolver().run(
            query=RANSOMWARE + " in 2024", filters=kept, documents=corpus, versions={"mode": "asked"}
        )
        assert out["named"] == {"CSF": [CSF_NAME]} and out["set_aside"] == {}
        assert out["filters"]["conditions"][1] == {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME]}
        # The same filter from the request (--doc) is the user's choice.
        mine = DocumentNameResolver().run(
            query=RANSOMWARE, filters=kept, documents=corpus, versions={"mode": "explicit"}
        )
        assert mine["named"] == {} and mine["filters"] == kept

    @pytest.mark.shared_data
    def test_an_article_the_request_chose_wins_without_a_note(self, corpus):
        article = {
            "operator": "OR",
            "conditions": [{"field": "meta.articles", "operator": "in", "value": ["Article 4"]}],
        }
        out = DocumentNameResolver().run(query=RANSOMWARE, filters=article, documents=corpus)
        assert out["filters"] == article and out["named"] == {} and out["set_aside"] == {}

    @pytest.mark.shared_data
    def test_a_name_in_lower_case_leaves_the_bm25_query_too(self, corpus):
        out = DocumentNameResolver().run(query="what does csf 2.0 say about verifying backups", documents=corpus)
        assert out["named"] == {"CSF": [CSF_NAME]}
        assert out["query"] == "what does say about verifying backups"

    @pytest.mark.shared_data
    def test_a_named_document_becomes_a_filter_and_leaves_the_bm25_query(self, corpus):
        out = DocumentNameResolver().run(query=RANSOMWARE, documents=corpus)
        assert out["filters"] == {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME]}
        # The name goes with its version number, for BM25 and for the evidence score alike.
        without = "We just got hit with ransomware. Before we restore from our backups, what does say to check first?"
        assert out["query"] == out["evidence_query"] == without
        assert out["named"] == {"CSF": [CSF_NAME]}

    @pytest.mark.shared_data
    def test_a_name_several_documents_share_filters_but_stays_in_the_query(self, corpus):
        question = "What does NIST say about account management?"
        out = DocumentNameResolver().run(query=question, documents=corpus)
        assert out["filters"]["value"] == [CSF_NAME, BASELINES_NAME]
        assert out["query"] == question  # BM25: the issuer's name is a word of their text
        assert out["evidence_query"] == "What does say about account management?"  # the filter has used it

    @pytest.mark.shared_data
    def test_documents_chosen_already_win_and_the_name_is_set_aside(self, corpus):
        chosen = {"field": "meta.file_name", "operator": "in", "value": [HAZMAT_NAME]}
        out = DocumentNameResolver().run(query=RANSOMWARE, filters=chosen, documents=corpus)
        assert out == {
            "filters": chosen,
            "query": RANSOMWARE,
            "evidence_query": RANSOMWARE,
            "named": {},
            "set_aside": {"CSF": [CSF_NAME]},
        }
        # A choice that includes a named document sets nothing aside ("NIST" names the CSF and the baselines).
        both = {
            "operator": "AND",
            "conditions": [
                {"field": "meta.live", "operator": "==", "value": True},
                {"field": "meta.file_name", "operator": "==", "value": CSF_NAME},
            ],
        }
        assert (
            DocumentNameResolver().run(query="What does NIST say?", filters=both, documents=corpus)["set_aside"] == {}
        )

    @pytest.mark.shared_data
    def test_superseded_issues_the_version_resolver_dropped_stay_out(self, corpus):
        dropped = {"field": "meta.file_name", "operator": "not in", "value": [BASELINES_NAME]}
        out = DocumentNameResolver().run(
            query="What does NIST say about account management?", filters=dropped, documents=corpus
        )
        assert out["named"] == {"NIST": [CSF_NAME]}
        assert out["filters"]["conditions"][1] == {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME]}

    @pytest.mark.shared_data
    def test_the_filter_goes_inside_the_version_resolvers(self, corpus):
        dropped = {"field": "meta.file_name", "operator": "not in", "value": ["old.pdf"]}
        out = DocumentNameResolver().run(query=RANSOMWARE, filters=dropped, documents=corpus)
        assert out["filters"] == {
            "operator": "AND",
            "conditions": [dropped, {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME]}],
        }

    @pytest.mark.shared_data
    def test_a_named_document_that_is_left_out_changes_nothing(self, corpus):
        dropped = {"field": "meta.file_name", "operator": "not in", "value": [CSF_NAME]}
        out = DocumentNameResolver().run(query=RANSOMWARE, filters=dropped, documents=corpus)
        assert out == {
            "filters": dropped,
            "query": RANSOMWARE,
            "evidence_query": RANSOMWARE,
            "named": {},
            "set_aside": {},
        }

    @pytest.mark.shared_data
    def test_disabled_or_unnamed_passes_through(self, corpus):
        assert DocumentNameResolver(enabled=False).run(query=RANSOMWARE, documents=corpus)["query"] == RANSOMWARE
        plain = "How long must shipping papers be kept?"
        assert DocumentNameResolver().run(query=plain, documents=corpus) == {
            "filters": None,
            "query": plain,
            "evidence_query": plain,
            "named": {},
            "set_aside": {},
        }
        # A question that is only a name keeps it: nothing else would be left to search with.
        assert DocumentNameResolver().run(query="CSF 2.0?", documents=corpus)["query"] == "CSF 2.0?"

    def test_the_query_graph_puts_it_between_the_version_resolver_and_the_retrievers(self):
        settings = Settings.from_env(document_names=False)
        graph = configured_graph("query", settings)
        connections = graph["connections"]
        assert {"sender": "version_resolver.filters", "receiver": "document_names.filters"} in connections
        assert {"sender": "document_names.filters", "receiver": "dense_retriever.filters"} in connections
        assert {"sender": "document_names.filters", "receiver": "sparse_retriever.filters"} in connections
        assert {"sender": "document_names.query", "receiver": "abbreviations.query"} in connections
        assert {"sender": "document_names.evidence_query", "receiver": "evidence_scorer.query"} in connections
        assert {"sender": "document_names.set_aside", "receiver": "answer_builder.set_aside"} in connections
        assert {"sender": "version_resolver.versions", "receiver": "document_names.versions"} in connections
        assert graph["components"]["document_names"]["init_parameters"]["enabled"] is False


@pytest.fixture(scope="module")
def named_book(tmp_path_factory):
    """The CSF and 12 pages of the Hazmat manual indexed in a fresh embedded store (left open, as the session's
    other stores: closing all stores here would close theirs too)."""
    folder = tmp_path_factory.mktemp("named_corpus")
    shutil.copy(shared_pdf(CSF), folder / CSF_NAME)
    source = pymupdf.open(shared_pdf(HAZMAT))
    source.select(list(range(12)))
    source.save(folder / HAZMAT_NAME)
    book = Rulebook(Settings.from_env(data_dir=tmp_path_factory.mktemp("named_store"), qdrant_url=None, top_k=5))
    assert book.index([folder]).failures == []
    return book


@pytest.mark.shared_data
class TestNamedDocumentSearch:
    def test_a_question_naming_the_csf_finds_its_recovery_row(self, named_book):
        result = named_book.retrieve(RANSOMWARE)
        docs = result["documents"]
        assert {d.meta["file_name"] for d in docs} == {CSF_NAME}
        # RC.RP-03, "The integrity of backups ... is verified before using them for restoration", page 28, which
        # never writes "CSF": the cover and overview pages that repeat the name no longer come first.
        assert docs[0].meta["page_start"] <= 28 <= docs[0].meta["page_end"]
        assert "RC.RP-03" in docs[0].content

    def test_a_name_typed_in_lower_case_finds_the_same_row(self, named_book):
        docs = named_book.retrieve(RANSOMWARE.replace("CSF", "csf"))["documents"]
        assert {d.meta["file_name"] for d in docs} == {CSF_NAME}
        assert "RC.RP-03" in docs[0].content

    def test_the_rewrite_search_keeps_the_named_documents(self, named_book):
        # The query graph gives the rewriter the filters the question chose; its rewrites are searched with them.
        assert {"sender": "document_names.filters", "receiver": "rewriter.filters"} in named_book.graph("query")[
            "connections"
        ]
        out = named_book.pipeline("retrieve").run(
            {"spelling": {"query": RANSOMWARE}, "version_resolver": {"filters": None}},
            include_outputs_from={"document_names"},
        )
        assert out["document_names"]["filters"] == {"field": "meta.file_name", "operator": "in", "value": [CSF_NAME]}

    def test_the_answer_says_which_documents_it_searched(self, named_book):
        answer = named_book.ask(RANSOMWARE)
        assert f"Searched only {CSF_NAME}, named in the question (CSF)." in answer["notice"]
        cited = answer["citations"] if answer["mode"] != "refused" else answer["closest"]
        assert cited and {c["doc"] for c in cited} == {CSF_NAME}
        retrieved = named_book.retrieve(RANSOMWARE)
        assert retrieved["named"] == {"CSF": [CSF_NAME]}
        assert named_book.retrieve("Which backups must be verified before restoration?")["named"] == {}

    def test_a_name_outside_the_chosen_documents_is_reported(self, named_book):
        answer = named_book.ask(RANSOMWARE, documents=[HAZMAT_NAME])
        assert answer["named"] == {}
        assert named_book.retrieve(RANSOMWARE, documents=[HAZMAT_NAME])["set_aside"] == {"CSF": [CSF_NAME]}
        assert answer["set_aside"] == {"CSF": [CSF_NAME]}
        assert (
            f"Not searched: {CSF_NAME}, named in the question (CSF), outside the documents chosen" in answer["notice"]
        )
        cited = answer["citations"] if answer["mode"] != "refused" else answer["closest"]
        assert {c["doc"] for c in cited} <= {HAZMAT_NAME}

    def test_a_named_document_that_does_not_say_is_refused(self, named_book):
        # The CSF is searched alone, and its passages that write "CSF" are no evidence about tank car placards.
        answer = named_book.ask("What does the CSF say about placards on tank cars of hazardous materials?")
        assert answer["mode"] == "refused"
        assert answer["named"] == {"CSF": [CSF_NAME]}
        assert "Searched only NIST.CSWP.29.pdf" in answer["notice"]
