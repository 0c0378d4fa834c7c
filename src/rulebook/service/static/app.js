// rulebook reading room. Plain JavaScript, no build step and nothing loaded from another site.
// Every URL is relative to this page (/ui/), so the page works behind a proxy that serves the app under a path:
// "api/..." are the reading room's routes, "../ask/run", "../index/run" and "../documents/run" the service's own.
"use strict";

const state = {
  info: { answers: "", api_key_required: false, max_upload_mb: null, min_confidence: null },
  documents: [],
  answer: null,
  activeCite: null,
};

const $ = (id) => document.getElementById(id);
const CITATION = /\[(\d+(?:\s*[,;–-]\s*\d+)*)\]/g;

// -- small helpers ----------------------------------------------------------------------------------------------
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function splitList(value) {
  const items = (value || "").split(",").map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
}

function pageWhere(page, label) {
  if (page === null || page === undefined) return "";
  return label && String(label) !== String(page) ? `p. ${page} (printed ${label})` : `p. ${page}`;
}

// A citation's pages as the server labels them (its `where`: "pp. 16-17 (printed 11-12)"), or its first page.
function citationWhere(citation) {
  return citation.where || pageWhere(citation.page, citation.page_label);
}

function formatNumber(value, digits = 3) {
  return typeof value === "number" ? value.toFixed(digits) : "–";
}

// An API error as one readable sentence: FastAPI's {"detail": "..."} or its list of validation errors.
function detailText(detail) {
  if (!detail) return "";
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((d) => (d && d.msg ? `${(d.loc || []).filter((x) => x !== "body").join(".") || "request"}: ${d.msg}` : JSON.stringify(d)))
      .join("; ");
  }
  return JSON.stringify(detail);
}

async function errorOf(response) {
  let body = null;
  try {
    body = await response.json();
  } catch (_e) {
    /* not JSON: the status says enough */
  }
  const detail = detailText(body && body.detail);
  return `${detail || "The service answered with an error."} (HTTP ${response.status}${response.statusText ? " " + response.statusText : ""})`;
}

function showError(where, message) {
  const box = $(where);
  box.replaceChildren(el("p", { text: message }));
}

function clearError(where) {
  $(where).replaceChildren();
}

async function getJSON(url, options = {}) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (e) {
    throw new Error(`The service did not answer (${e.message}). Is it running?`);
  }
  if (!response.ok) throw new Error(await errorOf(response));
  return response.json();
}

function apiKeyHeaders() {
  const key = $("api-key").value.trim();
  return key ? { Authorization: `Bearer ${key}` } : {};
}

// -- views ------------------------------------------------------------------------------------------------------
const VIEWS = ["ask", "documents", "inspect"];

function showView(name, focus = false) {
  if (!VIEWS.includes(name)) name = "ask";
  for (const view of VIEWS) {
    $(`view-${view}`).hidden = view !== name;
    const link = $(`nav-${view}`);
    if (view === name) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  if (name === "documents") loadDocuments();
  if (focus) $("main").focus();
}

// -- filters ----------------------------------------------------------------------------------------------------
function buildFilters() {
  const template = $("filters-template");
  for (const box of document.querySelectorAll("[data-filters]")) {
    const prefix = box.dataset.filters;
    const copy = template.content.cloneNode(true);
    for (const node of copy.querySelectorAll("[id], [for], [aria-describedby]")) {
      for (const attr of ["id", "for", "aria-describedby"]) {
        const value = node.getAttribute(attr);
        if (value) node.setAttribute(attr, value.replaceAll("F-", `${prefix}-`));
      }
    }
    box.append(copy);
  }
}

function filtersOf(prefix) {
  const chosen = Array.from($(`${prefix}-docs`).selectedOptions).map((o) => o.value);
  return {
    documents: chosen.length ? chosen : null,
    versions: splitList($(`${prefix}-versions`).value),
    articles: splitList($(`${prefix}-articles`).value),
  };
}

function fillDocumentChoices() {
  for (const prefix of ["ask", "inspect"]) {
    const select = $(`${prefix}-docs`);
    const chosen = new Set(Array.from(select.selectedOptions).map((o) => o.value));
    select.replaceChildren(
      ...state.documents.map((d) =>
        el("option", { value: d.file_name, selected: chosen.has(d.file_name) }, d.title ? `${d.title} (${d.file_name})` : d.file_name),
      ),
    );
  }
}

// -- ask --------------------------------------------------------------------------------------------------------
async function ask(event) {
  event.preventDefault();
  clearError("ask-errors");
  const question = $("question").value.trim();
  if (!question) {
    showError("ask-errors", "Type a question first.");
    $("question").focus();
    return;
  }
  performance.clearMarks();
  performance.clearMeasures();
  performance.mark("ask-submit");
  const button = $("ask-button");
  button.disabled = true;
  const section = $("answer");
  const text = $("answer-text");
  section.hidden = false;
  section.setAttribute("aria-busy", "true");
  $("answer-meta").replaceChildren(el("span", { text: "Searching the documents…" }));
  $("answer-notes").replaceChildren();
  $("citations").replaceChildren();
  $("sources-title").hidden = true;
  text.replaceChildren();
  text.classList.add("streaming");
  closeViewer();
  let gotText = false;
  let finished = false;
  const onEvent = (data) => {
    if (data.type === "delta") {
      if (!gotText) {
        gotText = true;
        performance.mark("ask-first-text");
        performance.measure("answer-first-text", "ask-submit", "ask-first-text");
      }
      text.append(document.createTextNode(data.text || ""));
    } else if (data.type === "answer") {
      finished = true;
      renderAnswer(data.answer || {});
    } else if (data.type === "error") {
      finished = true;
      showError("ask-errors", detailText(data.detail) || "The answer failed.");
    }
  };
  try {
    let response;
    try {
      response = await fetch("../ask/run", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ question, stream: true, ...filtersOf("ask") }),
      });
    } catch (e) {
      throw new Error(`The service did not answer (${e.message}). Is it running?`);
    }
    if (!response.ok) throw new Error(await errorOf(response));
    await readEvents(response, onEvent);
    if (!finished) throw new Error("The answer stream ended before the answer was complete; ask again.");
  } catch (e) {
    showError("ask-errors", e.message);
    if (!gotText) section.hidden = true; // nothing to show but the message
    else if (!finished) $("answer-meta").replaceChildren();
  } finally {
    text.classList.remove("streaming");
    section.removeAttribute("aria-busy");
    button.disabled = false;
  }
}

// Server-sent events from a fetch body: blocks of "data: {...}" lines separated by a blank line.
async function readEvents(response, onEvent) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const flush = (block) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data || data === "[DONE]") return;
    try {
      onEvent(JSON.parse(data));
    } catch (e) {
      if (e instanceof SyntaxError) throw new Error(`The service sent an event that is not JSON: ${data.slice(0, 80)}`);
      throw e;
    }
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop();
    blocks.forEach(flush);
  }
  buffer += decoder.decode();
  if (buffer.trim()) flush(buffer);
}

function expandNumbers(marker) {
  const numbers = [];
  for (const part of marker.split(/\s*[,;]\s*/)) {
    const bounds = part.split(/\s*[–-]\s*/).map(Number);
    const [low, high] = [bounds[0], bounds[bounds.length - 1]];
    if (high >= low && high - low <= 20) for (let n = low; n <= high; n++) numbers.push(n);
    else numbers.push(low, high);
  }
  return numbers;
}

// The sentence a marker ends: the last sentence of the text since the previous marker.
function claimBefore(prefix) {
  const pieces = prefix.split(/(?<=[.!?])\s+(?=["“(§]?[A-Z0-9§])/).map((s) => s.trim()).filter(Boolean);
  const last = pieces.length ? pieces[pieces.length - 1] : prefix.trim();
  return last.split(/\s+/).length >= 3 ? last : prefix.trim();
}

function renderAnswer(answer) {
  state.answer = answer;
  const byNumber = new Map((answer.citations || []).map((c) => [c.n, c]));
  const text = $("answer-text");
  text.replaceChildren();
  const body = answer.answer || "";
  let last = 0;
  let claimStart = 0;
  for (const match of body.matchAll(CITATION)) {
    text.append(document.createTextNode(body.slice(last, match.index)));
    const claim = claimBefore(body.slice(claimStart, match.index));
    for (const n of expandNumbers(match[1])) {
      const citation = byNumber.get(n);
      if (citation) {
        text.append(
          el("button", {
            type: "button",
            class: "cite",
            "data-n": n,
            "aria-pressed": "false",
            "aria-label": `Source ${n}: ${citation.doc}, ${citationWhere(citation)}`,
            onclick: (e) => openCitation(citation, claim, e.currentTarget),
            text: `[${n}]`,
          }),
        );
      } else {
        text.append(el("span", { class: "cite invalid", title: `No passage ${n} was given to the answer.`, text: `[${n}]` }));
      }
    }
    last = match.index + match[0].length;
    claimStart = last;
  }
  text.append(document.createTextNode(body.slice(last)));
  renderAnswerMeta(answer);
  renderAnswerNotes(answer);
  const list = $("citations");
  // A refusal cites nothing, but lists the closest passages it found, openable like sources.
  const cited = answer.citations || [];
  const sources = cited.length ? cited : answer.closest || [];
  $("sources-title").textContent = cited.length ? "Sources" : "Closest passages (they do not answer the question)";
  list.replaceChildren(
    ...sources.map((c) =>
      el(
        "li",
        {},
        el(
          "button",
          { type: "button", class: "source", "data-n": c.n, "aria-pressed": "false", onclick: (e) => openCitation(c, null, e.currentTarget) },
          el("span", { class: "n", text: `[${c.n}]` }),
          [c.doc, [c.article, c.article_title].filter(Boolean).join(" "), citationWhere(c)].filter(Boolean).join(", "),
          c.page_end && c.page_end !== c.page ? ` to ${pageWhere(c.page_end, null)}` : "",
        ),
      ),
    ),
  );
  $("sources-title").hidden = !sources.length;
}

function renderAnswerMeta(answer) {
  const meta = $("answer-meta");
  const mode = answer.mode || "unknown";
  const label = { extractive: "Extractive: quoted sentences, no LLM", generative: "Written by the LLM", refused: "Refused" }[mode] || mode;
  const parts = [el("span", { class: `badge ${mode}`, text: label })];
  if (typeof answer.confidence === "number") {
    const threshold = state.info.min_confidence;
    parts.push(
      el("span", {
        text:
          typeof threshold === "number"
            ? `Evidence confidence ${formatNumber(answer.confidence)} (threshold ${formatNumber(threshold)})`
            : `Evidence confidence ${formatNumber(answer.confidence)}`,
      }),
    );
  }
  const timings = answer.timings_ms || {};
  if (typeof timings.retrieval === "number") {
    parts.push(el("span", { text: `${Math.round(timings.retrieval + (timings.generation || 0))} ms` }));
  }
  meta.replaceChildren(...parts);
}

function renderAnswerNotes(answer) {
  const notes = [];
  if (answer.mode === "refused") {
    const threshold = state.info.min_confidence;
    notes.push(
      el(
        "p",
        { class: "notice" },
        answer.refusal === "not_stated"
          ? "Why refused: the passages are about the question, but none of them states what it asks for, so no answer was written. The closest passages are listed below. "
          : `Why refused: the best passages scored a confidence of ${formatNumber(answer.confidence)}, below the threshold of ${formatNumber(threshold)}, so no answer was written. The closest passages are listed below. `,
        el("button", { type: "button", class: "secondary", onclick: () => inspectQuestion(answer.question || $("question").value), text: "Inspect this question" }),
      ),
    );
  }
  if (answer.notice) notes.push(el("p", { class: "notice", text: answer.notice }));
  for (const v of answer.versions_used || []) {
    if (v.versions > 1 || v.version) {
      notes.push(el("p", { text: `Version used: ${v.doc}${v.version ? `, ${v.version}` : ""}${v.versions > 1 ? ` (one of ${v.versions} indexed versions of ${v.family})` : ""}` }));
    }
  }
  if ((answer.corrections || []).length) {
    notes.push(el("p", { text: `Spelling: searched ${answer.corrections.map((c) => `“${c.to}” for “${c.from}”`).join(", ")}.` }));
  }
  for (const w of answer.warnings || []) notes.push(el("p", { class: "warning", text: `Check: ${w}` }));
  $("answer-notes").replaceChildren(...notes);
}

// -- the cited page ---------------------------------------------------------------------------------------------
function closeViewer() {
  $("viewer").hidden = true;
  document.querySelector(".ask-layout").classList.remove("with-viewer");
  for (const b of document.querySelectorAll(".cite[aria-pressed='true'], .source[aria-pressed='true']")) b.setAttribute("aria-pressed", "false");
}

async function openCitation(citation, claim, trigger) {
  performance.clearMarks("cite-click");
  performance.clearMarks("page-image-shown");
  performance.clearMeasures("page-image");
  performance.mark("cite-click");
  for (const b of document.querySelectorAll(".cite, .source")) {
    b.setAttribute("aria-pressed", String(Number(b.dataset.n) === citation.n));
  }
  state.activeCite = trigger || null;
  const viewer = $("viewer");
  viewer.hidden = false;
  document.querySelector(".ask-layout").classList.add("with-viewer");
  clearError("viewer-errors");
  $("viewer-title").textContent = `[${citation.n}] ${citation.doc}`;
  const article = [citation.article, citation.article_title].filter(Boolean).join(" ");
  const span = citation.page_end && citation.page_end !== citation.page ? ` to ${citation.page_end}` : "";
  $("viewer-where").replaceChildren(
    ...[article && el("span", { text: article }), el("span", { text: citation.where || pageWhere(citation.page, citation.page_label) + span })].filter(Boolean),
  );
  $("viewer-links").replaceChildren();
  $("viewer-note").textContent = "Loading the page…";
  $("viewer-pages").replaceChildren();
  $("viewer-text").textContent = citation.text || "";
  $("viewer-title").focus();
  if (!citation.chunk_id) {
    $("viewer-note").textContent = "This citation names no stored passage; only its text is shown.";
    return;
  }
  const url = `api/passage/${encodeURIComponent(citation.chunk_id)}` + (claim ? `?quote=${encodeURIComponent(claim.slice(0, 1900))}` : "");
  let passage;
  try {
    passage = await getJSON(url);
  } catch (e) {
    $("viewer-note").textContent = "";
    showError("viewer-errors", e.message);
    return;
  }
  renderPassage(passage);
}

// Bring a highlight into view: inside the viewer where it scrolls on its own (a wide window), else on the page.
function showMark(mark) {
  const viewer = $("viewer");
  const box = mark.getBoundingClientRect();
  if (viewer.scrollHeight > viewer.clientHeight + 1 && getComputedStyle(viewer).overflowY === "auto") {
    const offset = box.top - viewer.getBoundingClientRect().top;
    if (offset + box.height > viewer.clientHeight) viewer.scrollTop += offset - viewer.clientHeight / 3;
  } else if (box.bottom > window.innerHeight || box.top < 0) {
    mark.scrollIntoView({ block: "center" });
  }
}

function renderPassage(passage) {
  const links = [];
  if (passage.pdf) {
    links.push(el("a", { href: passage.pdf, target: "_blank", rel: "noopener", text: `Open the PDF at page ${passage.page}` }));
  }
  $("viewer-links").replaceChildren(...links);
  if (passage.format !== "pdf") {
    $("viewer-note").textContent = `No page image: ${passage.doc} is not a PDF (${passage.format}). The passage text is below.`;
    $("viewer-text-box").open = true;
    return;
  }
  $("viewer-text-box").open = false;
  let note = "The highlighted lines are the cited passage.";
  if (passage.quote_coverage) note += " The darker lines are the sentence that cites it.";
  if (passage.coverage !== null && passage.coverage < 0.5) {
    note = "Only part of the passage could be found on the page (its text was cleaned or laid out differently); the highlight may be incomplete.";
  }
  if (passage.pages.length > 1) note += ` The passage runs over ${passage.pages.length} pages.`;
  $("viewer-note").textContent = note;
  let first = true;
  // The page brought into view: the one with the sentence that cites the passage, else the passage's first page.
  const target = (passage.pages.find((p) => (p.quote_boxes || []).length) || passage.pages[0] || {}).page;
  const figures = passage.pages.map((p) => {
    const frame = el("div", { class: "page-frame" });
    const img = el("img", {
      src: p.image,
      alt: `Page ${p.page}${p.label ? ` (printed ${p.label})` : ""} of ${passage.doc}, with the cited passage highlighted`,
      width: Math.round(p.width * 1.5),
      height: Math.round(p.height * 1.5),
    });
    const isFirst = first;
    first = false;
    img.addEventListener("load", () => {
      if (isFirst) {
        performance.mark("page-image-shown");
        performance.measure("page-image", "cite-click", "page-image-shown");
      }
      if (p.page === target) {
        const mark = frame.querySelector(".highlight.quote") || frame.querySelector(".highlight");
        if (mark) showMark(mark);
      }
    });
    img.addEventListener("error", () => showError("viewer-errors", `Page ${p.page} could not be shown (${p.image}).`));
    frame.append(img);
    for (const [boxes, kind] of [[p.boxes, ""], [p.quote_boxes, " quote"]]) {
      for (const b of boxes || []) {
        const mark = el("div", { class: `highlight${kind}`, "data-page": p.page });
        // Fractions of the page, so the boxes follow the image at any width; padded a little around the glyphs.
        mark.style.left = `${(b.x - 0.003) * 100}%`;
        mark.style.top = `${(b.y - 0.002) * 100}%`;
        mark.style.width = `${(b.w + 0.006) * 100}%`;
        mark.style.height = `${(b.h + 0.004) * 100}%`;
        frame.append(mark);
      }
    }
    const caption = el(
      "figcaption",
      {},
      `Page ${p.page}${p.label ? `, printed page ${p.label}` : ""}${(p.boxes || []).length ? "" : " (the passage was not found on this page)"} · `,
      el("a", { href: p.pdf, target: "_blank", rel: "noopener", text: `open the PDF at page ${p.page}` }),
    );
    return el("div", { class: "page" }, el("figure", {}, frame, caption));
  });
  $("viewer-pages").replaceChildren(...figures);
}

// -- documents --------------------------------------------------------------------------------------------------
async function loadDocuments() {
  clearError("documents-errors");
  let data;
  try {
    data = await getJSON("api/documents");
  } catch (e) {
    showError("documents-errors", e.message);
    return;
  }
  state.documents = data.documents || [];
  fillDocumentChoices();
  const rows = state.documents.map((d) => {
    const family = [d.family, d.family_version || d.version].filter(Boolean).join(", ");
    const versions = d.versions > 1 ? ` (${d.versions} versions${d.newest ? ", newest" : ""})` : "";
    const actions = el("td", { class: "actions-cell" });
    if (d.pdf) actions.append(el("a", { href: d.pdf, target: "_blank", rel: "noopener", "aria-label": `Open ${d.file_name}`, text: "Open" }));
    actions.append(el("button", { type: "button", class: "danger", "aria-label": `Delete ${d.file_name}`, onclick: () => deleteDocument(d.file_name), text: "Delete" }));
    return el(
      "tr",
      { "data-file": d.file_name },
      el("td", {}, el("span", { class: "file", text: d.file_name })),
      el("td", { text: d.title || "" }),
      el("td", { class: "num", text: d.pages ?? "" }),
      el("td", { class: "num", text: d.chunks ?? "" }),
      el("td", { text: family + versions }),
      el("td", {}, d.indexed_at ? el("time", { datetime: d.indexed_at, text: new Date(d.indexed_at).toLocaleString() }) : ""),
      actions,
    );
  });
  $("documents-body").replaceChildren(...rows);
  $("documents-caption").textContent = rows.length ? `Indexed documents (${rows.length})` : "No documents indexed yet: upload PDFs above.";
}

function uploadOne(file, row) {
  const progress = row.querySelector("progress");
  const status = row.querySelector(".status");
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.open("POST", "../index/run");
    for (const [k, v] of Object.entries(apiKeyHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) progress.value = Math.round((e.loaded / e.total) * 100);
    });
    xhr.upload.addEventListener("load", () => {
      progress.removeAttribute("value"); // indeterminate while the server indexes
      status.textContent = "Uploaded; indexing…";
    });
    const fail = (message) => {
      progress.value = 0;
      status.className = "status error";
      status.textContent = message;
      resolve(false);
    };
    xhr.addEventListener("error", () => fail("Upload failed: the service did not answer."));
    xhr.addEventListener("load", () => {
      let body = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch (_e) {
        /* handled below */
      }
      if (xhr.status !== 200) {
        fail(`${detailText(body && body.detail) || "The upload was refused."} (HTTP ${xhr.status})`);
        return;
      }
      const report = (body && body.result) || {};
      const failure = (report.failures || [])[0];
      if (failure) {
        fail(failure.error || JSON.stringify(failure));
        return;
      }
      progress.value = 100;
      status.className = "status done";
      const stored = (report.files || [])[0];
      const as = stored && stored !== file.name ? ` Stored as ${stored}.` : "";
      const duplicate = (report.duplicates || [])[0];
      if (duplicate) {
        // Not indexed, and the upload not kept: its content is indexed already under another name.
        status.textContent = `Not indexed again: the same content is indexed already as ${duplicate.same_as}.`;
        resolve(true);
        return;
      }
      status.textContent =
        ((report.skipped || []).length
          ? "Already indexed, unchanged."
          : `Indexed: ${report.pages} pages, ${report.chunks} chunks in ${report.seconds} s.`) + as;
      resolve(true);
    });
    xhr.send(form);
  });
}

async function upload(event) {
  event.preventDefault();
  clearError("documents-errors");
  const files = Array.from($("upload-files").files);
  if (!files.length) {
    showError("documents-errors", "Choose one or more PDF files first.");
    $("upload-files").focus();
    return;
  }
  const list = $("upload-list");
  const rows = files.map((file) =>
    el(
      "li",
      { "data-file": file.name },
      el("span", { class: "name", text: file.name }),
      el("progress", { max: 100, value: 0, "aria-label": `Upload of ${file.name}` }),
      el("span", { class: "status", role: "status", text: "Waiting…" }),
    ),
  );
  list.replaceChildren(...rows);
  $("upload-button").disabled = true;
  // One file per request, one after another: each gets its own progress and its own error, and the server
  // indexes one upload at a time anyway.
  for (let i = 0; i < files.length; i++) {
    const limit = state.info.max_upload_mb;
    if (limit && files[i].size > limit * 1024 * 1024) {
      const status = rows[i].querySelector(".status");
      status.className = "status error";
      status.textContent = `${files[i].name} is ${(files[i].size / 1048576).toFixed(1)} MiB, over the upload limit of ${limit} MiB: not sent.`;
      continue;
    }
    rows[i].querySelector(".status").textContent = "Uploading…";
    await uploadOne(files[i], rows[i]);
  }
  $("upload-button").disabled = false;
  $("upload-files").value = "";
  await loadDocuments();
}

async function deleteDocument(name) {
  if (!window.confirm(`Delete ${name} from the index? Its passages can no longer be cited.`)) return;
  clearError("documents-errors");
  try {
    await getJSON("../documents/run", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...apiKeyHeaders() },
      body: JSON.stringify({ action: "delete", name }),
    });
  } catch (e) {
    // The list is reloaded first: loading it clears the error box, and the row may have changed meanwhile.
    await loadDocuments();
    showError("documents-errors", `Could not delete ${name}: ${e.message}`);
    return;
  }
  await loadDocuments();
  $("documents-status").textContent = `Deleted ${name}.`;
}

// -- inspector --------------------------------------------------------------------------------------------------
function inspectQuestion(question) {
  $("inspect-question").value = question;
  for (const key of ["versions", "articles"]) $(`inspect-${key}`).value = $(`ask-${key}`).value;
  const chosen = new Set(Array.from($("ask-docs").selectedOptions).map((o) => o.value));
  for (const o of $("inspect-docs").options) o.selected = chosen.has(o.value);
  // A restricted search shows its restriction.
  $("inspect-filters").open = chosen.size > 0 || ["versions", "articles"].some((key) => $(`inspect-${key}`).value.trim());
  window.location.hash = "#inspect";
  runInspector();
}

async function runInspector(event) {
  if (event) event.preventDefault();
  clearError("inspect-errors");
  const question = $("inspect-question").value.trim();
  if (!question) {
    showError("inspect-errors", "Type a question first.");
    $("inspect-question").focus();
    return;
  }
  const out = $("inspect-result");
  out.setAttribute("aria-busy", "true");
  $("inspect-button").disabled = true;
  try {
    const data = await getJSON("api/inspect", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question, ...filtersOf("inspect") }),
    });
    renderInspection(data);
  } catch (e) {
    showError("inspect-errors", e.message);
  } finally {
    out.removeAttribute("aria-busy");
    $("inspect-button").disabled = false;
  }
}

function table(caption, headers, rows) {
  return el(
    "table",
    {},
    el("caption", { text: caption }),
    el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", class: h.num ? "num" : null, text: h.label })))),
    el("tbody", {}, rows),
  );
}

function renderInspection(data) {
  const verdict =
    data.decision === "answer"
      ? `Answered: the confidence ${formatNumber(data.confidence)} reaches the threshold ${formatNumber(data.threshold)}.`
      : `Refused: the confidence ${formatNumber(data.confidence)} is below the threshold ${formatNumber(data.threshold)}; the answer says the documents do not answer.`;
  const gate = el(
    "div",
    { class: "card gate" },
    el("h3", { text: "The confidence gate" }),
    el("label", { for: "gate-meter", text: "Evidence confidence" }),
    el("meter", { id: "gate-meter", min: 0, max: 1, low: data.threshold, optimum: 1, value: data.confidence ?? 0, text: formatNumber(data.confidence) }),
    el("p", { class: `verdict ${data.decision}`, text: verdict }),
    data.rewrite ? el("p", { class: "help", text: "With weak evidence the LLM may rewrite the question and search again before the gate decides." }) : null,
  );
  const signals = Object.entries(data.signals || {});
  const signalBox = el(
    "div",
    { class: "card" },
    el("h3", { text: "Signals of the evidence score" }),
    signals.length
      ? el("dl", { class: "kv" }, signals.map(([k, v]) => [el("dt", { text: k }), el("dd", { text: typeof v === "number" ? formatNumber(v, 4) : JSON.stringify(v) })]))
      : el("p", { class: "help", text: "No signals." }),
    (data.corrections || []).length ? el("p", { text: `Spelling: searched ${data.corrections.map((c) => `“${c.to}” for “${c.from}”`).join(", ")}.` }) : null,
  );
  const stages = (data.stages || []).map((stage) =>
    el(
      "details",
      { class: "card stage", open: stage.name === "evidence_scorer" || stage.name === "joiner" },
      el("summary", { text: `${stage.label}: ${stage.count} candidates${stage.count > stage.candidates.length ? ` (top ${stage.candidates.length} shown)` : ""}` }),
      el(
        "div",
        { class: "table-wrap" },
        table(
          `${stage.label}, candidates in order (★ = a passage the answer reads)`,
          [{ label: "Rank", num: true }, { label: "Score", num: true }, { label: "Document" }, { label: "Page" }, { label: "Article" }, { label: "In answer" }],
          stage.candidates.map((c) =>
            el(
              "tr",
              { title: c.text },
              el("td", { class: "num", text: c.rank }),
              el("td", { class: "num", text: formatNumber(c.score, 4) }),
              el("td", { text: c.doc }),
              el("td", { text: pageWhere(c.page, c.page_label) }),
              el("td", { text: [c.article, c.article_title].filter(Boolean).join(" ") }),
              el("td", { class: c.final ? "final" : null, text: c.final ? "★ yes" : "" }),
            ),
          ),
        ),
      ),
    ),
  );
  const timings = Object.entries(data.timings_ms || {});
  const timingBox = el(
    "details",
    { class: "card" },
    el("summary", { text: "Time per node" }),
    el("dl", { class: "kv" }, timings.map(([k, v]) => [el("dt", { text: k }), el("dd", { text: `${v} ms` })])),
  );
  $("inspect-result").replaceChildren(gate, signalBox, ...stages, timingBox);
}

// -- start ------------------------------------------------------------------------------------------------------
async function loadInfo() {
  try {
    state.info = await getJSON("api/info");
  } catch (e) {
    showError("ask-errors", e.message);
    return;
  }
  $("service-mode").textContent =
    state.info.answers === "generative" ? "Answers written by the LLM, checked against the passages" : "Extractive answers (no LLM configured)";
  $("key-box").hidden = !state.info.api_key_required;
  $("upload-help").textContent = `PDF only, up to ${state.info.max_upload_mb} MiB each. Each file is uploaded and indexed in turn.`;
}

function start() {
  buildFilters();
  $("api-key").value = sessionStorage.getItem("rulebook-api-key") || "";
  $("api-key").addEventListener("input", (e) => sessionStorage.setItem("rulebook-api-key", e.target.value));
  $("ask-form").addEventListener("submit", ask);
  $("question").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      $("ask-form").requestSubmit();
    }
  });
  $("inspect-this").addEventListener("click", () => inspectQuestion($("question").value.trim()));
  $("viewer-close").addEventListener("click", () => {
    const back = state.activeCite;
    closeViewer();
    if (back && document.body.contains(back)) back.focus();
  });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !$("viewer").hidden) $("viewer-close").click();
  });
  $("upload-form").addEventListener("submit", upload);
  $("refresh-documents").addEventListener("click", loadDocuments);
  $("inspect-form").addEventListener("submit", runInspector);
  for (const link of document.querySelectorAll("nav a[data-view]")) {
    link.addEventListener("click", () => setTimeout(() => $("main").focus(), 0));
  }
  window.addEventListener("hashchange", () => showView(window.location.hash.slice(1)));
  showView(window.location.hash.slice(1));
  loadInfo();
  loadDocuments();
}

document.addEventListener("DOMContentLoaded", start);
