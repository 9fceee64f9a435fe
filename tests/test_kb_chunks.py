"""Chunks: one per `## ` section of kb/**/*.md, long sections split, stable ids; the bakery's
knowledge agrees with its catalogue and business data."""
import re
import uuid
from pathlib import Path

from bizengine import knowledge as kb
from bizengine.business.store import load_business
from tests.conftest_kb import *  # noqa: F401,F403
from tests.conftest_kb import BAKERY, ROOT


def test_bakery_has_enough_one_idea_sections_including_a_subfolder(bakery):
    chunks = kb.chunks_of(bakery)
    assert len(chunks) >= 40
    titles = [c.title for c in chunks]
    assert len(set(titles)) == len(titles), "section titles are unique (they are cited)"
    files = {c.file for c in chunks}
    assert {"encargos.md", "tienda.md", "alergenos.md", "historia.md"} <= files
    assert any("/" in f for f in files), "kb/ subfolders are read"
    for needed in ("Congelar", "Cómo conservar una tarta", "Transporte", "Aparcamiento",
                   "Recogida", "No hacemos envíos a domicilio", "Pagos", "Tartas personalizadas",
                   "Dedicatorias", "Velas", "Alérgenos y obrador compartido", "Sin lactosa",
                   "Vegano", "Festivos", "Encargos grandes", "Bodas y eventos",
                   "Historia del obrador", "Reservas", "Mascotas", "Accesibilidad",
                   "Cancelar un encargo", "Cambiar un encargo", "Cumpleaños", "Cajas regalo",
                   "Ingredientes", "Masa madre"):
        assert needed in titles, needed
    assert all(len(c.text) <= kb.SPLIT_AT for c in chunks)


def test_nothing_about_wifi(bakery):
    assert not any("wifi" in (c.title + c.text).lower() for c in kb.chunks_of(bakery))


def test_key_sentences_are_written_as_the_customer_hears_them(bakery):
    by = {c.title: c.text for c in kb.chunks_of(bakery)}
    assert ("la mayoría de las tartas se pueden congelar enteras hasta un mes, pero no las que "
            "llevan merengue o fruta fresca") in by["Congelar"].lower()
    for w in ("caja rígida", "suelo del coche", "superficie plana", "aire acondicionado",
              "más de media hora"):
        assert w in by["Transporte"]
    assert "coche" in by["Aparcamiento"]
    assert "se paga al recoger" in by["Pagos"].lower()
    for w in ("efectivo", "tarjeta en el local", "Bizum"):
        assert w in by["Pagos"]
    assert "no tenemos mesas" in by["Reservas"].lower()
    assert "una persona" in by["Bodas y eventos"]
    for d in ("25 de diciembre", "1 de enero", "6 de enero", "25 de julio", "09:30 a 14:00"):
        assert d in by["Festivos"]


def test_figures_in_the_knowledge_match_the_catalogue_and_hours(bakery):
    """Every amount is a catalogue price or option supplement; every clock time is an
    opening/closing time or explicitly allowed; lead times match lead_hours."""
    cat = bakery.catalog
    cents = {p["price_cents"] for p in cat["products"]}
    cents |= {ch["delta_cents"] for o in cat["options"].values() for ch in o["choices"]}
    hours = {t for ranges in bakery.data["hours"].values() for r in ranges for t in r}
    leads = {p["lead_hours"] for p in cat["products"]} | {h["hours"] for h in bakery.data["lead_highlights"]}
    for c in kb.chunks_of(bakery):
        for kind, value, label in kb.facts_in(c.text):
            if kind == "amount":
                assert value in cents, (c.title, label)
            elif kind == "time":
                assert f"{value // 60:02d}:{value % 60:02d}" in hours | {"17:00"}, (c.title, label)
    by = {c.title: c.text for c in kb.chunks_of(bakery)}
    assert "24 horas" in by["Plazos de los encargos"] and 24 in leads
    assert "48 horas" in by["Plazos de los encargos"] and 48 in leads
    assert "120 horas" in by["Plazos de los encargos"] and 120 in leads
    assert "981 000 404" in by["Contacto y teléfono"] and bakery.phone == "981 000 404"
    assert "Rúa do Franco 27" in by["Dónde estamos"]
    assert "22,00 €" in by["Tarta de queso"] and bakery.products["tarta-queso"]["price_cents"] == 2200


def test_long_section_is_split_by_paragraphs(tmp_path):
    para = "Frase de relleno con varias palabras para ocupar sitio. " * 9   # ~500 chars
    md = "# Doc\n\n## Largo\n\n" + "\n\n".join(para.strip() for _ in range(3)) + "\n\n## Corto\n\nUna frase.\n"
    (tmp_path / "kb").mkdir()
    (tmp_path / "kb" / "a.md").write_text(md, encoding="utf-8")
    chunks = kb.chunks_from_dir("demo", tmp_path / "kb")
    assert [c.title for c in chunks] == ["Largo (1/2)", "Largo (2/2)", "Corto"]
    assert all(c.heading == "Largo" for c in chunks[:2])
    md3 = "## Enorme\n\n" + "\n\n".join(para.strip() for _ in range(6))
    (tmp_path / "kb" / "a.md").write_text(md3, encoding="utf-8")
    titles = [c.title for c in kb.chunks_from_dir("demo", tmp_path / "kb")]
    assert titles == ["Enorme (1/3)", "Enorme (2/3)", "Enorme (3/3)"]
    assert all(len(c.text) <= kb.SPLIT_AT for c in kb.chunks_from_dir("demo", tmp_path / "kb"))


def test_a_single_huge_paragraph_is_split_by_sentences(tmp_path):
    body = " ".join(f"Esta es la frase número {i} del párrafo." for i in range(120))
    (tmp_path / "a.md").write_text("## Uno\n\n" + body, encoding="utf-8")
    chunks = kb.chunks_from_dir("demo", tmp_path)
    assert len(chunks) > 1 and all(len(c.text) <= kb.SPLIT_AT for c in chunks)
    assert " ".join(c.text for c in chunks).split() == body.split()


def test_ids_are_stable_uuids_of_business_file_and_section(bakery):
    a = kb.chunks_of(bakery)
    b = kb.chunks_of(load_business(BAKERY))
    assert [c.id for c in a] == [c.id for c in b]
    assert len({c.id for c in a}) == len(a)
    for c in a:
        assert str(uuid.UUID(c.id)) == c.id
        assert c.id == kb.chunk_id("pasteleria", c.file, c.title)
    assert kb.chunk_id("otro", a[0].file, a[0].title) != a[0].id


def test_chunks_are_cached_per_loaded_business(bakery):
    assert kb.chunks_of(bakery) is kb.chunks_of(bakery)
    assert kb.index_of(bakery) is kb.index_of(bakery)


def test_text_before_the_first_section_and_empty_sections_are_ignored(tmp_path):
    (tmp_path / "x.md").write_text("# T\nintro\n\n## Vacía\n\n## Llena\ntexto\n### sub\nmás\n",
                                   encoding="utf-8")
    chunks = kb.chunks_from_dir("d", tmp_path)
    assert [(c.title, c.doc) for c in chunks] == [("Llena", "T")]
    assert "### sub" in chunks[0].text
    assert chunks[0].embed_text.startswith("search_document: T — Llena\n")


def test_engine_files_have_no_trade_words():
    banned = re.compile(r"tarta|palmera|raciones|obrador|pasteler|brownie|macaron", re.I)
    for rel in (*(p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "bizengine/knowledge").glob("*.py"))),
                "bizengine/knowledge/prompts/negocio.md"):
        text = (ROOT / rel).read_text(encoding="utf-8")
        assert not banned.search(text), (rel, banned.search(text).group(0))
    assert (ROOT / "prompts" / "negocio.md").is_symlink()
    assert (ROOT / "prompts" / "negocio.md").resolve() == (ROOT / "bizengine/knowledge/prompts/negocio.md").resolve()
