"""
`index`: upload PDF files and index them (multipart form, field `files`).

Runs `pipelines/indexing.yml` through the shared engine. Each upload is checked before it touches the index: its
content must be a PDF (`%PDF-`, whatever its name says), it must fit `RULEBOOK_MAX_UPLOAD_MB`, and it is saved
under a cleaned file name inside `RULEBOOK_DATA_DIR/uploads`, never elsewhere. With `RULEBOOK_API_KEY` set, the
request needs the key.

    curl -F files=@manual.pdf -H "Authorization: Bearer $RULEBOOK_API_KEY" http://localhost:1416/index/run
      -> {"result": {"documents", "pages", "chunks", "seconds", "skipped", "failures", "pruned", "duplicates",
          "repaired", "unsupported", "files"}}

A file that cannot be indexed (corrupt, encrypted, no text) is reported in `failures` and removed; when no file
could be indexed the answer is 422. A file whose content is indexed already under another name is not indexed
again: it is reported in `duplicates` (`{"file", "same_as", "message"}`) and removed. A damaged PDF that could be
repaired to be read is indexed with what could be read and named in `repaired`: some of its text may be missing. In
a batch, a file refused before indexing (not a PDF, empty, too large) is a failure of its own and the others are
indexed; when every file is refused, the answer is the first one's status (415, 400 or 413).
"""

from fastapi import HTTPException, UploadFile
from hayhooks import BasePipelineWrapper
from starlette.datastructures import Headers

from rulebook import service


class PipelineWrapper(BasePipelineWrapper):
    """Serves the indexing graph for uploaded PDFs."""

    #: Uploads cannot travel as MCP tool arguments.
    skip_mcp = True

    def setup(self) -> None:
        """Load (once per process) and warm up the shared engine."""
        self.engine = service.engine()
        self.pipeline = self.engine.pipeline("indexing")

    def run_api(self, files: list[UploadFile], headers: Headers | None = None) -> dict:
        """
        Index uploaded PDF files (an unchanged file is skipped; a changed one replaces its earlier version).

        :param files: The PDF files.
        :returns: What was indexed: documents, pages, chunks, seconds, skipped, duplicate and failed files.
        """
        service.require_api_key(headers, self.engine.settings)
        if not files:
            raise HTTPException(status_code=400, detail="No file uploaded: send PDFs in the form field 'files'.")
        folder = service.upload_dir(self.engine.settings)
        limit = service.max_upload_bytes(self.engine.settings)
        saved, refused = [], []
        for upload in files:
            try:
                saved.append(service.save_upload(upload, folder, limit))
            except HTTPException as exc:  # one bad file in a batch is that file's failure, not the batch's
                refused.append((upload.filename, exc))
        if not saved:  # nothing usable: the (first) file's own status, 400, 413 or 415
            raise refused[0][1]
        with service.writing():
            report = self.engine.index(saved).to_dict()
        report["failures"] = [*({"file": name, "error": str(exc.detail)} for name, exc in refused), *report["failures"]]
        # A file not indexed is not kept: one that failed, and one whose content is indexed under another name.
        dropped = {f.get("file") for f in report["failures"]} | {d["file"] for d in report["duplicates"]}
        for path in saved:
            if path.name in dropped or str(path) in dropped:
                path.unlink(missing_ok=True)
        report["files"] = [p.name for p in saved]
        if report["failures"] and not report["documents"] and not report["skipped"] and not report["duplicates"]:
            raise HTTPException(status_code=422, detail="; ".join(f.get("error") or str(f) for f in report["failures"]))
        return service.jsonable(report)
