"""
Uploaded files: each one is checked by its content (a PDF, not empty), its size and its name before it touches the
index, and saved under a cleaned name inside `RULEBOOK_DATA_DIR/uploads`, never elsewhere.
"""

import contextlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from fastapi import HTTPException

from rulebook.service.limits import MIB
from rulebook.settings import BY_FIELD, Settings

#: A PDF starts with this; readers accept it anywhere in the first 1024 bytes (ISO 32000-1, annex H.3).
PDF_MAGIC = b"%PDF-"
PDF_MAGIC_WINDOW = 1024
#: Bytes copied at a time, so an upload is never held in memory whole.
COPY_BLOCK = 1 << 20


def upload_dir(settings: Settings) -> Path:
    """
    :param settings: The deployment's settings (`data_dir`).
    :returns: Where uploaded PDFs are kept, `RULEBOOK_DATA_DIR/uploads` (created).
    """
    folder = (settings.data_dir / "uploads").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def safe_file_name(name: str | None) -> str:
    """
    A file name that is safe to create in the upload folder: the last path component only (`/` and `\\` both
    separate), characters outside `A-Z a-z 0-9 . _ - space ( )` replaced by `_`, no leading dots, ending `.pdf`.

    :param name: The client's file name.
    :returns: The name to store the file under (also the document's name in the index).
    :raises ValueError: When nothing usable is left.
    """
    base = re.split(r"[\\/]", name or "")[-1]
    base = re.sub(r"[^A-Za-z0-9._\-() ]", "_", base).strip().lstrip(".")[:200]
    stem = base[:-4] if base.lower().endswith(".pdf") else base
    if not stem.strip("._- "):
        raise ValueError(f"Unusable file name {name!r}: give the upload a name such as 'manual.pdf'.")
    return f"{stem}.pdf"


def save_upload(upload: Any, folder: Path, limit: int) -> Path:
    """
    Check one uploaded file and save it in `folder` under its safe name.

    The file is written to a temporary name first and renamed when complete, so an upload refused half-way (too
    large) or interrupted leaves nothing that looks like a document.

    :param upload: A Starlette `UploadFile`.
    :param folder: The upload folder (inside the data dir, `upload_dir`).
    :param limit: Maximum size in bytes.
    :returns: The saved file.
    :raises HTTPException: 413 when larger than `limit`, 415 when its content is not a PDF, 400 for an
        empty file or an unusable name.
    """
    try:
        name = safe_file_name(upload.filename)
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc)) from None
    target = (folder / name).resolve()
    if target.parent != folder:  # cannot happen after safe_file_name; checked because it guards the disk
        raise HTTPException(status_code=400, detail=f"{upload.filename!r}: file name leaves the upload folder.")
    source = upload.file
    source.seek(0)
    head = source.read(PDF_MAGIC_WINDOW)
    if not head:
        raise HTTPException(
            status_code=400, detail=f"{upload.filename}: the file is empty (0 bytes); upload the complete PDF."
        )
    if PDF_MAGIC not in head:
        raise HTTPException(
            status_code=415,
            detail=f"{upload.filename}: not a PDF (its content does not start with %PDF-); only PDF files are indexed.",
        )
    source.seek(0)
    fd, tmp_name = tempfile.mkstemp(prefix=".upload-", suffix=".part", dir=folder)
    size = 0
    try:
        with os.fdopen(fd, "wb") as out:
            for block in iter(lambda: source.read(COPY_BLOCK), b""):
                size += len(block)
                if size > limit:
                    raise HTTPException(
                        status_code=413,
                        detail=f"{upload.filename}: larger than the upload limit of {limit // MIB} MiB "
                        f"({BY_FIELD['max_upload_mb'].name}).",
                    )
                out.write(block)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    return target
