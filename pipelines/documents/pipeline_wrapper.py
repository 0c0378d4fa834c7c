"""
`documents`: list the indexed documents, or delete one.

    POST /documents/run  {}                                         -> {"result": {"documents": [...]}}
    POST /documents/run  {"action": "delete", "name": "file.pdf"}   -> {"result": {"deleted", "chunks"}}

Each listed document has `file_name`, `title`, `pages`, `chunks`, `file_sha256`, `indexed_at`, `version`. With
`RULEBOOK_API_KEY` set, deleting needs the key (`Authorization: Bearer <key>`).
"""

from typing import Literal

from fastapi import HTTPException
from hayhooks import BasePipelineWrapper
from starlette.datastructures import Headers

from rulebook import service


class PipelineWrapper(BasePipelineWrapper):
    """Lists and deletes documents in the shared store."""

    def setup(self) -> None:
        """Load (once per process) and warm up the shared engine."""
        self.engine = service.engine()
        self.pipeline = self.engine.pipeline("indexing")

    def run_api(
        self, action: Literal["list", "delete"] = "list", name: str | None = None, headers: Headers | None = None
    ) -> dict:
        """
        List the indexed documents, or delete one by file name.

        :param action: `list` (the default) or `delete`.
        :param name: The file name to delete.
        :returns: The documents, or what was deleted.
        """
        if action == "list":
            with service.reading():
                return service.jsonable({"documents": self.engine.list_documents()})
        service.require_api_key(headers, self.engine.settings)
        if not name:
            raise HTTPException(
                status_code=400, detail='Say which document to delete: {"action": "delete", "name": "file.pdf"}.'
            )
        with service.http_errors(), service.writing():
            chunks = self.engine.delete_document(name)
        upload = service.upload_dir(self.engine.settings) / service.safe_file_name(name)
        if upload.name == name:
            upload.unlink(missing_ok=True)
        return {"deleted": name, "chunks": chunks}
