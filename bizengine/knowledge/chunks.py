"""Citable chunks: every `## ` section of a business's `kb/**/*.md`, split when long.

A section may carry its Galician version after a `### gl` line: the chunk keeps both, the search
indexes both, and an answer to a Galician customer quotes the Galician one."""
from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from pathlib import Path

SPLIT_AT = 1400          # a longer section is split by paragraphs into "Título (1/3)"…
_UUID_NS = uuid.UUID("6f1c2a3e-4b5d-5e6f-8a9b-0c1d2e3f4a5b")


@dataclass(frozen=True)
class Chunk:
    id: str          # uuid5 of business, file and title: stable across ingests
    slug: str
    file: str        # path under kb/, posix ("consejos/transporte.md")
    doc: str         # the file's "# " title (or its name)
    title: str       # the section title as cited ("Congelar", "Encargos grandes (1/2)")
    heading: str     # the section title without the part suffix
    text: str
    text_gl: str = ""   # the section's Galician version ("" when it has none)

    def text_in(self, lang: str) -> str:
        """The text to quote to a customer speaking `lang`."""
        return self.text_gl if lang == "gl" and self.text_gl else self.text

    @property
    def source(self) -> str:
        return "kb/" + self.file

    @property
    def embed_text(self) -> str:
        return f"search_document: {self.doc} — {self.title}\n{self.text}"


def chunk_id(slug: str, file: str, title: str) -> str:
    return str(uuid.uuid5(_UUID_NS, f"{slug}/{file}#{title}"))


def _sections(md: str) -> tuple[str | None, list[tuple[str, str]]]:
    """(document title, [(section title, body)]) of one markdown file: each `## ` is a section."""
    doc = None
    out: list[tuple[str, list[str]]] = []
    for line in md.splitlines():
        if line.startswith("## "):
            out.append((line[3:].strip(), []))
        elif line.startswith("# ") and doc is None and not out:
            doc = line[2:].strip()
        elif out:
            out[-1][1].append(line)
    return doc, [(t, "\n".join(body).strip()) for t, body in out if "\n".join(body).strip()]


_GL_MARK = re.compile(r"^### gl\s*$", re.M)


def _versions(body: str) -> tuple[str, str]:
    """(Spanish body, Galician body) of a section; the Galician one follows a `### gl` line."""
    parts = _GL_MARK.split(body, maxsplit=1)
    return parts[0].strip(), (parts[1].strip() if len(parts) > 1 else "")


SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[\"'«¿¡(]?[A-ZÁÉÍÓÚÑÜ0-9])")


def _split_body(body: str, limit: int = SPLIT_AT) -> list[str]:
    """Pack paragraphs into parts of at most `limit` characters (a longer paragraph by sentences)."""
    if len(body) <= limit:
        return [body]
    pieces: list[str] = []
    for para in re.split(r"\n\s*\n", body):
        para = para.strip()
        if not para:
            continue
        if len(para) <= limit:
            pieces.append(para)
        else:
            pieces.extend(s.strip() for s in SENTENCE_END.split(para) if s.strip())
    parts: list[str] = []
    for piece in pieces:
        if parts and len(parts[-1]) + 2 + len(piece) <= limit:
            parts[-1] += "\n\n" + piece
        else:
            parts.append(piece)
    return parts


def chunks_from_dir(slug: str, kb_dir: Path) -> list[Chunk]:
    """Every `## ` section of `kb_dir/**/*.md` (sorted paths, subfolders included)."""
    chunks: list[Chunk] = []
    if not kb_dir.is_dir():
        return chunks
    for path in sorted(kb_dir.rglob("*.md")):
        if not path.is_file():
            continue
        rel = path.relative_to(kb_dir).as_posix()
        doc, sections = _sections(path.read_text(encoding="utf-8"))
        doc = doc or path.stem.replace("_", " ").replace("-", " ").capitalize()
        for title, body in sections:
            body, body_gl = _versions(body)
            parts = _split_body(body)
            for i, part in enumerate(parts, 1):
                t = f"{title} ({i}/{len(parts)})" if len(parts) > 1 else title
                gl = body_gl if len(parts) == 1 else ""    # a long section's parts stay Spanish
                chunks.append(Chunk(chunk_id(slug, rel, t), slug, rel, doc, t, title, part, gl))
    return chunks


def chunks_of(biz) -> list[Chunk]:
    """The business's chunks, built once per loaded version of it."""
    return biz.cached("kb.chunks", lambda b: chunks_from_dir(b.slug, b.kb_dir))
