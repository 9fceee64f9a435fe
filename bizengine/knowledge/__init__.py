"""Knowledge: the business's own texts (kb/*.md) as citable chunks, lexical and vector search,
the model's answer and its fact check. Needs no web framework; Qdrant and Ollama are optional.

    question ─► hybrid search ─► context? ─ no ─► no_data (a person answers)
                                  │ yes
                                  ▼
                         model with context ─► NO_DATA / apology ─► no_data
                                  │
                                  ▼
                     every figure in the sources? ─ no ─► excerpt (the source's own words)
                                  │ yes
                                  ▼
                         the model's answer, citing every chunk it was given
"""
from bizengine.knowledge.answer import (
                                      answer,
                                      ingest_business,
                                      llm_status,
                                      make_kb_answer,
                                      vectors_missing,
                                      vectors_status,
                                      warm,
)
from bizengine.knowledge.chunks import SPLIT_AT, Chunk, chunk_id, chunks_from_dir, chunks_of
from bizengine.knowledge.factcheck import facts_in, unsupported_facts
from bizengine.knowledge.fusion import (
                                      FUSION,
                                      MIN_SCORE,
                                      VECTOR_LIMIT,
                                      Hit,
                                      Retrieval,
                                      fuse_rrf,
                                      fuse_weighted,
                                      retrieve,
                                      select,
)
from bizengine.knowledge.lexical import build_index, index_of, lexical, lexical_scores
from bizengine.knowledge.llm import KbConfig
from bizengine.knowledge.prompt import build_context, clean_output, excerpt_of, is_no_data
from bizengine.knowledge.words import singular, terms

__all__ = [
    "FUSION", "MIN_SCORE", "SPLIT_AT", "VECTOR_LIMIT", "Chunk", "Hit", "KbConfig", "Retrieval", "facts_in", "answer",
    "build_context", "build_index", "chunk_id", "chunks_from_dir", "chunks_of", "clean_output", "excerpt_of",
    "fuse_rrf", "fuse_weighted", "index_of", "ingest_business", "is_no_data", "lexical", "lexical_scores",
    "llm_status", "make_kb_answer", "retrieve", "select", "singular", "terms", "unsupported_facts",
    "vectors_missing", "vectors_status", "warm",
]
