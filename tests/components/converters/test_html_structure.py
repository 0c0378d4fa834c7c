"""HTMLStructureNormalizer: merged cells of HTML tables written out before Haystack's HTML converter reads the page."""

from pathlib import Path

from haystack.components.converters.html import HTMLToDocument
from haystack.dataclasses import ByteStream

from rulebook.components.converters.html_structure import HTMLStructureNormalizer

# A clinic's accommodation table: bedding and vaccination merged down over the horse and pony rows, under a caption.
SPECIES = """<!DOCTYPE html><html><head><title>Equine Clinical Standards</title></head><body>
<h2>3. Accommodation</h2>
<p>3.2 Inpatients are stabled in boxes at least the size given in Table 1, with the bedding given there.</p>
<table>
<caption>Table 1 - Inpatient accommodation by species</caption>
<thead><tr><th>Species</th><th>Minimum box floor area</th><th>Bedding</th><th>Vaccination evidence</th></tr></thead>
<tbody>
<tr><td>Horse</td><td>13.4 m²</td><td rowspan="2">Shavings, at least 15 cm deep</td>
<td rowspan="2">Influenza within 12 months</td></tr>
<tr><td>Pony</td><td>11.1 m²</td></tr>
<tr><td>Donkey</td><td>9.3 m²</td><td>Straw</td><td>None needed</td></tr>
<tr><td colspan="4">Boxes are disinfected between patients.</td></tr>
</tbody></table>
<p>3.3 The site has at least one isolation box.</p>
</body></html>"""

# A limits schedule whose head is two rows: "Limit" across two columns, "Parameter" down both rows.
LIMITS = """<html><body><p>Schedule 1 gives the limits.</p><table>
<tr><th rowspan="2">Parameter</th><th colspan="2">Limit</th><th rowspan="2">Monitoring</th></tr>
<tr><th>Daily maximum</th><th>Monthly average</th></tr>
<tr><td>Fats, oils and grease</td><td>150</td><td>100</td><td>Weekly</td></tr>
<tr><td>Suspended solids</td><td>800</td><td>500</td><td>Daily</td></tr>
</table></body></html>"""


def converted(html: str) -> str:
    """:returns: The text Haystack's HTML converter (trafilatura, as pipelines/indexing.yml sets it) reads."""
    sources = HTMLStructureNormalizer().run(sources=[ByteStream(html.encode(), meta={"file_path": "page.html"})])
    converter = HTMLToDocument(extraction_kwargs={"favor_recall": True, "include_tables": True})
    return converter.run(sources=sources["sources"])["documents"][0].content


def cells(text: str, first: str) -> list[str]:
    """:returns: The cells of the table row that starts with `first`."""
    line = next(line for line in text.splitlines() if line.strip("| ").startswith(first))
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def test_a_cell_merged_down_stands_in_each_row_it_covers():
    text = converted(SPECIES)
    assert cells(text, "Pony") == ["Pony", "11.1 m²", "Shavings, at least 15 cm deep", "Influenza within 12 months"]
    assert cells(text, "Horse")[2:] == cells(text, "Pony")[2:]
    assert cells(text, "Donkey") == ["Donkey", "9.3 m²", "Straw", "None needed"]
    # A note across the whole table stays one cell; the text around the table is kept.
    assert cells(text, "Boxes are disinfected")[0] == "Boxes are disinfected between patients."
    assert "Boxes are disinfected between patients. | Boxes" not in text
    assert "3.3 The site has at least one isolation box." in text


def test_a_head_of_two_rows_becomes_one_head_per_column():
    text = converted(LIMITS)
    assert cells(text, "Parameter") == ["Parameter", "Limit Daily maximum", "Limit Monthly average", "Monitoring"]
    assert cells(text, "Fats, oils and grease") == ["Fats, oils and grease", "150", "100", "Weekly"]


def test_a_page_with_nothing_to_write_out_keeps_its_text_and_one_that_cannot_be_parsed_passes_unchanged():
    plain = ByteStream(b"<html><body><table><tr><td>a</td><td>b</td></tr></table></body></html>", meta={"k": 1})
    empty = ByteStream(b"", meta={"k": 2})
    out = HTMLStructureNormalizer().run(sources=[plain, empty])["sources"]
    assert out[0].data == plain.data and out[0].meta == {"k": 1, "line_blocks": True}
    assert out[1] is empty


def test_the_meta_of_a_source_is_kept():
    page = ByteStream(LIMITS.encode(), meta={"file_path": "/docs/permit.html", "version": "2025"})
    out = HTMLStructureNormalizer().run(sources=[page])["sources"][0]
    assert out.meta == {"file_path": "/docs/permit.html", "version": "2025", "line_blocks": True}
    assert b"Limit Daily maximum" in out.data


# A clinic's standards page as a site's template writes it: a header block, numbered h2 sections.
STANDARDS = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Clinic Standards</title></head><body>
<header><p>Oakfield Equine Clinic</p><h1>Clinical Standards Handbook</h1><p>Version 2 - January 2025</p></header>
<h2>1. About these standards</h2>
<p>These standards set out how the clinic cares for horses and ponies at the clinic and on visits.</p>
<p>A site is audited against them every 2 years by the Clinical Director.</p>
<h2>2. Premises</h2>
<p>2.1 Patients are examined in a stocks area with a ceiling at least 3.5 m high.</p>
<h2>3. Staffing</h2>
<p>3.1 A veterinary surgeon is on call 24 hours a day.</p>
</body></html>"""


def test_headings_are_kept_as_lines_and_listed_as_heading_lines():
    source = ByteStream(STANDARDS.encode(), meta={"file_path": "standards.html"})
    out = HTMLStructureNormalizer().run(sources=[source])["sources"][0]
    assert out.meta["heading_lines"] == [
        [0, "Clinical Standards Handbook", 1],
        [0, "1. About these standards", 2],
        [0, "2. Premises", 2],
        [0, "3. Staffing", 2],
    ]
    lines = converted(STANDARDS).splitlines()
    assert "2. Premises" in lines and "3. Staffing" in lines and "Clinical Standards Handbook" in lines


def test_headings_trafilatura_drops_as_boilerplate_are_kept():
    # nc12's equine standards page: read as written, trafilatura keeps none of its eight h2 section headings.
    page = (Path(__file__).parents[3] / "eval/newcomer/nc12/docs/oakhurst_equine_clinical_standards.html").read_text()
    assert (
        "3. Premises and accommodation"
        not in HTMLToDocument(extraction_kwargs={"favor_recall": True})
        .run(sources=[ByteStream(page.encode())])["documents"][0]
        .content
    )
    lines = converted(page).splitlines()
    assert "3. Premises and accommodation" in lines and "8. Consent, records and complaints" in lines


def test_a_nested_list_item_carries_the_label_of_the_item_it_is_in():
    page = """<html><body><p>Kiosks may open at these times:</p><ul>
<li>Weekdays<ul><li>from 07:00 to 19:00 in summer</li><li>from 08:00 to 17:00 in winter</li></ul></li>
<li>When the harbour master has closed the quay for a storm or an event:<ol><li>not at all</li></ol></li>
</ul></body></html>"""
    lines = [line.strip("- ").strip() for line in converted(page).splitlines()]
    assert "Weekdays: from 07:00 to 19:00 in summer" in lines
    assert "Weekdays: from 08:00 to 17:00 in winter" in lines
    # A lead-in already introduces its items.
    assert "not at all" in lines


def test_terms_with_no_definitions_become_list_items():
    page = """<html><body><p>The rules use these words:</p><dl><dt>Kiosk</dt><dt>Stall</dt></dl>
<p>A kiosk must keep a spill kit on site.</p></body></html>"""
    lines = converted(page).splitlines()
    assert "- Kiosk" in lines and "- Stall" in lines
    assert "A kiosk must keep a spill kit on site." in lines


def test_a_definition_list_becomes_glossary_entries():
    page = """<html><body><h2>2. Definitions</h2><dl>
<dt>Inpatient</dt><dd>A patient that stays at the hospital overnight.</dd>
<dt>Owner's agent</dt><dd>A person aged 18 or over whom the owner has authorised in writing.</dd>
</dl><p>2.2 These terms apply throughout.</p></body></html>"""
    text = converted(page)
    assert "Inpatient: A patient that stays at the hospital overnight." in text.splitlines()
    assert "Owner's agent: A person aged 18 or over whom the owner has authorised in writing." in text.splitlines()
    assert "2.2 These terms apply throughout." in text


def test_a_span_past_the_table_stops_at_its_edge():
    page = """<html><body><table><tr><th>Day</th><th>Closing time</th></tr>
<tr><td rowspan="1000">Sunday</td><td colspan="1000">4 pm</td></tr>
<tr><td>5 pm</td></tr></table></body></html>"""
    text = converted(page)
    assert cells(text, "Sunday") == ["Sunday", "4 pm"]
    assert "4 pm | 4 pm" not in text
