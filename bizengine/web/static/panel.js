// bizengine "Panel del local": what a person of the business sees, to decide.
// Uses the same anonymous session as the chat (localStorage), so a visitor acts as staff for
// their own tests only. Talks to: GET {api}/staff, POST {api}/staff/act, GET {api}/slots,
// GET {api}/agenda, GET {api}/profile.

import { euros, getSession, h, requestJSON } from './session.js';

const POLL_MS = 3000;
const body = document.body;
const slug = body.dataset.slug;
const API = (body.dataset.api || `/api/${slug}`).replace(/\/$/, '');
const NAME = body.dataset.name || '';

const GROUPS = [
  { id: 'pending', title: 'Pendientes', empty: 'Nada pendiente. Cuando envíes un pedido desde el chat, aparecerá aquí.' },
  { id: 'review', title: 'Para repasar', empty: 'Nada que repasar.' },
  { id: 'done', title: 'Hechas', empty: 'Todavía nada.' },
];
const KIND = { order: 'Pedido', booking: 'Reserva', question: 'Pregunta', handoff: 'Para una persona', info: 'Respuesta' };
const STATUS = {
  collecting: 'En el chat', pending: 'Pendiente', change_proposed: 'Otra hora propuesta', confirmed: 'Confirmado',
  denied: 'Rechazado', answered: 'Respondido', review: 'Para repasar', open: 'Abierta', closed: 'Cerrada', cancelled: 'Cancelado',
};

const state = {
  requests: [],
  counts: null,
  products: new Map(),
  ui: new Map(),        // request id -> {mode, day, slots, slotsFor, time, text, busy, error}
  sigs: new Map(),      // request id -> last painted signature
  els: new Map(),       // request id -> element
  agendaDate: null,
  loading: false,
};

const $ = (id) => document.getElementById(id);
const groupsEl = $('pn-groups');
const statusEl = $('pn-status');
const toastEl = $('pn-toast');
const agendaEl = $('pn-agenda');
const dateInput = $('pn-agenda-date');

// ---------- helpers ----------
function ymdOf(r) {
  const d = r.data || {};
  const v = d.ymd || d.date || r.ymd || r.date || (typeof r.slot_start === 'string' ? r.slot_start.slice(0, 10) : null);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}
function timeOf(r) {
  const d = r.data || {};
  return d.time || r.time || (typeof r.slot_start === 'string' && r.slot_start.length >= 16 ? r.slot_start.slice(11, 16) : null);
}
function dayLabel(ymd) {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y, m - 1, d))).replace(/\./g, '');
}
function longDay(ymd) {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y, m - 1, d)));
}
function addDays(ymd, n) {
  const [y, m, d] = ymd.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return t.toISOString().slice(0, 10);
}
function groupOf(r) {
  if (r.group && GROUPS.some((g) => g.id === r.group)) return r.group;
  if (r.status === 'pending' || r.status === 'change_proposed') return 'pending';
  if (r.status === 'review' || r.status === 'open' || r.status === 'answered_auto') return 'review';
  return 'done';
}
function linesOf(r) {
  const d = r.data || {};
  return r.lines || d.lines || [];
}
function lineText(l) {
  const p = state.products.get(l.item_id);
  const name = l.name || l.label || (p && p.name) || l.item_id || '';
  let opt = l.option_label || '';
  if (!opt && l.options && p) {
    opt = Object.entries(l.options).map(([oid, cid]) => {
      const o = (p.options || []).find((x) => x.id === oid);
      const c = o && o.choices.find((x) => x.id === String(cid));
      return c ? c.name.es : `${oid} ${cid}`;
    }).join(', ');
  }
  return `${l.qty ?? 1} × ${name}${opt ? ` (${opt})` : ''}`;
}
function lineCents(l) {
  if (l.total_cents != null) return l.total_cents;
  if (l.unit_cents != null) return l.unit_cents * (l.qty ?? 1);
  return null;
}
function uiOf(id) {
  if (!state.ui.has(id)) state.ui.set(id, { mode: null, day: null, slots: null, time: null, text: '', busy: false, error: '' });
  return state.ui.get(id);
}
let toastTimer = null;
function toast(text, kind = 'ok') {
  toastEl.textContent = text;
  toastEl.dataset.kind = kind;
  toastEl.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { toastEl.hidden = true; }, 8000);
}

// ---------- data ----------
async function loadProfile() {
  try {
    const p = await requestJSON('GET', `${API}/profile`, undefined, 15000);
    for (const prod of p.products || []) state.products.set(prod.id, prod);
  } catch (_) { /* names fall back to ids */ }
}

async function refresh() {
  if (state.loading) return;
  state.loading = true;
  try {
    const res = await requestJSON('GET', `${API}/staff`, undefined, 15000);
    state.requests = res.requests || [];
    state.counts = res.counts || null;
    statusEl.textContent = `Actualizado a las ${new Date().toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
    keepFocus(paint);
    if (!state.agendaDate) {
      const first = state.requests.map(ymdOf).find(Boolean);
      if (first) setAgendaDate(first);
    }
  } catch (e) {
    statusEl.textContent = e.status === 503 ? 'La base de datos no responde; lo reintento.' : 'Sin conexión con el servidor; lo reintento.';
  } finally {
    state.loading = false;
  }
}

async function act(r, payload) {
  const ui = uiOf(r.id);
  ui.busy = true;
  ui.error = '';
  repaint(r);
  try {
    const res = await requestJSON('POST', `${API}/staff/act`, { session: getSession(), request_id: r.id, ...payload }, 20000);
    ui.mode = null;
    ui.text = '';
    toast(res.message ? `Enviado al cliente: ${res.message}` : 'Hecho.');
    await refresh();
  } catch (e) {
    ui.error = e.status === 409 ? 'Esa hora ya no está libre: elige otra.' : (e.message || 'No se ha podido guardar.');
  } finally {
    ui.busy = false;
    repaint(r);
  }
}

async function loadSlots(r, day) {
  const ui = uiOf(r.id);
  ui.day = day;
  ui.slots = null;
  ui.time = null;
  ui.error = '';
  repaint(r);
  try {
    const res = await requestJSON('GET', `${API}/slots?date=${day}`, undefined, 15000);
    if (ui.day !== day) return;
    ui.slots = res;
  } catch (e) {
    ui.slots = { ok: false, reason: 'error', slots: [] };
  }
  repaint(r);
}

// ---------- painting ----------
function paint() {
  const byGroup = { pending: [], review: [], done: [] };
  for (const r of state.requests) byGroup[groupOf(r)].push(r);
  const seen = new Set();
  for (const g of GROUPS) {
    const count = state.counts && state.counts[g.id] != null ? state.counts[g.id] : byGroup[g.id].length;
    let sec = document.getElementById(`pn-g-${g.id}`);
    if (!sec) {
      sec = h('section', { class: `pn-group pn-group--${g.id}`, id: `pn-g-${g.id}`, 'aria-labelledby': `pn-g-${g.id}-t` },
        h('h3', { id: `pn-g-${g.id}-t`, class: 'pn-group__title' }, h('span', { class: 'pn-group__name', text: g.title }), h('span', { class: 'pn-count' })),
        h('p', { class: 'pn-empty', text: g.empty }),
        h('ol', { class: 'pn-list' }));
    }
    sec.querySelector('.pn-count').textContent = String(count);
    sec.querySelector('.pn-count').setAttribute('aria-label', `${count} ${count === 1 ? 'solicitud' : 'solicitudes'}`);
    sec.querySelector('.pn-empty').hidden = byGroup[g.id].length > 0;
    const list = sec.querySelector('.pn-list');
    let prev = null;
    for (const r of byGroup[g.id]) {
      seen.add(r.id);
      const el = cardFor(r);
      const want = prev ? prev.nextSibling : list.firstChild;
      if (want !== el) list.insertBefore(el, want);
      prev = el;
    }
    for (const el of [...list.children]) if (!byGroup[g.id].some((r) => state.els.get(r.id) === el)) el.remove();
    if (sec.parentNode !== groupsEl) groupsEl.append(sec);
  }
  for (const id of [...state.els.keys()]) if (!seen.has(id)) { state.els.delete(id); state.sigs.delete(id); }
}

function cardFor(r) {
  // what the person is typing (ui.text) is not part of the signature: the 3 s poll must not
  // rebuild a card under their fingers; a rebuilt card gets the text back from ui.text anyway
  const { text, ...ui } = uiOf(r.id);
  const sig = JSON.stringify(r) + JSON.stringify(ui);
  const old = state.els.get(r.id);
  if (old && state.sigs.get(r.id) === sig) return old;
  const el = renderRequest(r);
  state.sigs.set(r.id, sig);
  state.els.set(r.id, el);
  if (old) old.replaceWith(el);
  return el;
}

function keepFocus(fn) {
  const el = document.activeElement;
  const key = el && el.dataset ? el.dataset.focusKey : null;
  const sel = el && typeof el.selectionStart === 'number' ? [el.selectionStart, el.selectionEnd] : null;
  fn();
  if (!key || (document.activeElement && document.activeElement.dataset && document.activeElement.dataset.focusKey === key)) return;
  const again = document.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
  if (!again) return;
  again.focus();
  if (sel && typeof again.setSelectionRange === 'function') again.setSelectionRange(sel[0], sel[1]);
}

function repaint(r) {
  const fresh = state.requests.find((x) => x.id === r.id) || r;
  keepFocus(() => cardFor(fresh));
}

function renderRequest(r) {
  const ui = uiOf(r.id);
  const d = r.data || {};
  const lines = linesOf(r);
  const ymd = ymdOf(r);
  const time = timeOf(r);
  const total = r.total_cents ?? d.total_cents;
  const kind = r.kind || 'order';
  const titleId = `pn-r-${r.id}`;
  const card = h('li', { class: `pn-req pn-req--${r.status}`, 'aria-labelledby': titleId, dataset: { id: r.id } });
  card.append(h('div', { class: 'pn-req__head' },
    h('h4', { id: titleId, class: 'pn-req__title' }, `${KIND[kind] || kind}`, ymd ? ` · ${dayLabel(ymd)}${time ? ` ${time}` : ''}` : ''),
    h('span', { class: `pn-status pn-status--${r.status}`, text: STATUS[r.status] || r.status || '' })));
  const words = r.customer_text || (r.thread || []).filter((m) => m.role === 'user').map((m) => m.text)[0];
  if (words) card.append(h('blockquote', { class: 'pn-words' }, h('p', { text: words })));

  const facts = [];
  if (lines.length) {
    facts.push(['Pedido', h('ul', { class: 'pn-lines' }, lines.map((l) => {
      const c = lineCents(l);
      return h('li', {}, h('span', { text: lineText(l) }), c != null ? h('span', { class: 'pn-num', text: euros(c, d.lang) }) : null);
    }))]);
  }
  if (total != null) facts.push(['Total', h('strong', { class: 'pn-num', text: euros(total, d.lang) })]);
  if (ymd) facts.push([kind === 'booking' ? 'Cuándo' : 'Recogida', `${longDay(ymd)}${time ? ` a las ${time}` : ''}`]);
  if (d.party || r.party) facts.push(['Personas', String(d.party || r.party)]);
  const services = r.services || d.services;
  if (Array.isArray(services) && services.length) {
    facts.push(['Servicios', services.map((id) => (state.products.get(id) || {}).name || id).join(', ')]);
  }
  if (r.resource || d.resource) facts.push(['Con', String(r.resource_name || d.resource_name || r.resource || d.resource)]);
  if (r.table_seats || d.table_seats) facts.push(['Mesa', `de ${r.table_seats || d.table_seats}`]);
  if (kind === 'booking' && (r.duration || d.duration)) facts.push(['Duración', `${r.duration || d.duration} min`]);
  if (d.name || r.name) facts.push(['Nombre', d.name || r.name]);
  if (d.phone || r.phone) facts.push(['Teléfono', d.phone || r.phone]);
  if (d.note || r.note || d.notes) facts.push(['Notas', d.note || r.note || d.notes]);
  if (r.case_id) facts.push(['Expediente', r.case_id]);
  if (facts.length) card.append(h('dl', { class: 'pn-facts' }, facts.map(([a, b]) => h('div', {}, h('dt', { text: a }), h('dd', {}, b)))));

  const thread = (r.thread || []).filter((m) => m.text);
  if (thread.length > 1) {
    card.append(h('details', { class: 'pn-thread' }, h('summary', { text: `Conversación (${thread.length} mensajes)` }),
      h('ol', {}, thread.map((m) => h('li', { class: `pn-t pn-t--${m.role}` }, h('span', { class: 'pn-t__who', text: m.role === 'user' ? 'Cliente' : m.role === 'staff' ? 'Local' : 'Asistente' }), h('span', { text: m.text }))))));
  }

  const seenEv = new Set();
  const ev = (r.evidence || []).filter((e) => {      // the same check repeated over turns: once
    const k = `${e.step}|${e.ok}|${e.detail}`;
    if (seenEv.has(k)) return false;
    seenEv.add(k);
    return true;
  });
  const cites = r.citations || r.cites || [];
  if (ev.length || cites.length) {
    const box = h('div', { class: 'pn-proof' }, h('p', { class: 'pn-proof__title', text: 'Lo que comprobó el asistente' }));
    if (ev.length) box.append(h('ul', {}, ev.map((e) => h('li', { class: e.ok === false ? 'pn-ko' : 'pn-ok' },
      h('span', { class: 'pn-sr', text: e.ok === false ? 'No: ' : 'Sí: ' }), h('span', { class: 'pn-step', text: e.step || '' }), ' ', e.detail || ''))));
    if (cites.length) box.append(h('p', { class: 'pn-cites' }, h('strong', { text: 'Fuentes: ' }), cites.map((c) => (typeof c === 'string' ? c : c.title || c.source || '')).filter(Boolean).join(', ')));
    card.append(box);
  }

  if (ui.error) card.append(h('p', { class: 'pn-error', role: 'alert', text: ui.error }));
  card.append(renderActions(r, ui, ymd));
  return card;
}

function btn(label, cls, onclick, extra = {}) {
  return h('button', { type: 'button', class: `pn-btn ${cls || ''}`, onclick, ...extra }, label);
}

function renderActions(r, ui, ymd) {
  const kind = r.kind || 'order';
  const box = h('div', { class: 'pn-actions' });
  const decidable = (kind === 'order' || kind === 'booking') && r.status === 'pending';
  const answerable = (kind === 'question' || kind === 'handoff' || kind === 'info')
    && (r.status === 'pending' || r.status === 'review' || r.status === 'open' || (kind === 'info' && r.status === 'answered'));
  const key = (k) => ({ 'data-focus-key': `${r.id}:${k}` });
  if (r.status === 'change_proposed') {
    const p = r.proposed || {};
    const t = p.time || (p.min != null ? `${String(Math.floor(p.min / 60)).padStart(2, '0')}:${String(p.min % 60).padStart(2, '0')}` : '');
    const when = p.ymd ? ` (${dayLabel(p.ymd)}${t ? ` a las ${t}` : ''})` : '';
    box.append(h('p', { class: 'pn-wait', text: `Esperando a que el cliente acepte la nueva hora${when} en el chat.` }));
    return box;
  }
  if (!decidable && !answerable) return box;
  if (ui.busy) box.classList.add('pn-actions--busy');
  if (decidable) {
    const row = h('div', { class: 'pn-actions__row' },
      btn('Confirmar', 'pn-btn--primary', () => act(r, { action: 'accept' }), { disabled: ui.busy, ...key('accept') }),
      btn('Otra hora', ui.mode === 'change' ? 'pn-btn--on' : '', () => toggle(r, 'change'), { 'aria-expanded': String(ui.mode === 'change'), ...key('change') }),
      btn('Rechazar', ui.mode === 'deny' ? 'pn-btn--on pn-btn--danger' : 'pn-btn--danger', () => toggle(r, 'deny'), { 'aria-expanded': String(ui.mode === 'deny'), ...key('deny') }));
    box.append(row);
    if (ui.mode === 'change') box.append(renderChange(r, ui, ymd));
    if (ui.mode === 'deny') {
      const id = `pn-deny-${r.id}`;
      const ta = h('textarea', { id, class: 'pn-text', rows: '2', maxlength: '400', placeholder: 'Por ejemplo: ese día no llegamos a tiempo.', ...key('deny-text') });
      ta.value = ui.text;
      ta.addEventListener('input', () => { ui.text = ta.value; });
      box.append(h('div', { class: 'pn-sub' },
        h('label', { for: id, text: 'Motivo para el cliente (opcional)' }), ta,
        btn('Rechazar la solicitud', 'pn-btn--danger pn-btn--solid', () => act(r, { action: 'deny', message: ta.value.trim() }), { disabled: ui.busy, ...key('deny-send') })));
    }
  }
  if (answerable) {
    const id = `pn-answer-${r.id}`;
    const ta = h('textarea', { id, class: 'pn-text', rows: '3', maxlength: '800', placeholder: 'Tu respuesta le llegará al cliente en la misma conversación.', ...key('answer-text') });
    ta.value = ui.text;
    ta.addEventListener('input', () => { ui.text = ta.value; });
    box.append(h('div', { class: 'pn-sub' },
      h('label', { for: id, text: 'Responder al cliente' }), ta,
      btn('Responder', 'pn-btn--primary', () => {
        const message = ta.value.trim();
        if (!message) { ui.error = 'Escribe la respuesta antes de enviarla.'; repaint(r); return; }
        act(r, { action: 'answer', message });
      }, { disabled: ui.busy, ...key('answer-send') })));
  }
  return box;
}

function toggle(r, mode) {
  const ui = uiOf(r.id);
  ui.mode = ui.mode === mode ? null : mode;
  ui.error = '';
  repaint(r);
  if (ui.mode === 'change' && !ui.day) {
    const start = ymdOf(r);
    if (start) loadSlots(r, start);
  }
}

function renderChange(r, ui, ymd) {
  const start = ymd || state.agendaDate || new Date().toISOString().slice(0, 10);
  const days = Array.from({ length: 10 }, (_, i) => addDays(start, i));
  const sub = h('div', { class: 'pn-sub pn-change' },
    h('p', { class: 'pn-sub__label', text: '1. Elige el día' }),
    h('div', { class: 'pn-days', role: 'group', 'aria-label': 'Día' }, days.map((day) => btn(dayLabel(day), ui.day === day ? 'pn-chip pn-chip--on' : 'pn-chip',
      () => loadSlots(r, day), { 'aria-pressed': String(ui.day === day), 'data-focus-key': `${r.id}:day:${day}` }))));
  if (ui.day) {
    sub.append(h('p', { class: 'pn-sub__label', text: `2. Elige una hora libre el ${longDay(ui.day)}` }));
    if (!ui.slots) sub.append(h('p', { class: 'pn-muted', text: 'Buscando huecos…' }));
    else {
      const free = (ui.slots.slots || []).filter((s) => s.left == null || s.left > 0);
      if (!ui.slots.ok || !free.length) {
        const why = { past: 'ese día ya ha pasado', closed: 'ese día está cerrado', too_far: 'queda demasiado lejos', full: 'no quedan huecos', error: 'no se han podido cargar los huecos' }[ui.slots.reason] || 'no hay huecos';
        sub.append(h('p', { class: 'pn-muted', text: `Sin horas: ${why}.` }));
      } else {
        sub.append(h('div', { class: 'pn-times', role: 'group', 'aria-label': 'Hora' }, free.map((s) => btn(s.time, ui.time === s.time ? 'pn-chip pn-chip--on' : 'pn-chip',
          () => { ui.time = s.time; repaint(r); }, { 'aria-pressed': String(ui.time === s.time), 'data-focus-key': `${r.id}:time:${s.time}`, title: s.left != null ? `${s.left} libres` : null }))));
      }
    }
    if (ui.time) {
      sub.append(btn(`Proponer ${dayLabel(ui.day)} a las ${ui.time}`, 'pn-btn--primary', () => act(r, { action: 'change', date: ui.day, time: ui.time }),
        { disabled: ui.busy, 'data-focus-key': `${r.id}:propose` }));
    }
  }
  return sub;
}

// ---------- agenda ----------
function setAgendaDate(ymd) {
  state.agendaDate = ymd;
  dateInput.value = ymd;
  loadAgenda();
}

async function loadAgenda() {
  if (!state.agendaDate) {
    agendaEl.replaceChildren(h('p', { class: 'pn-muted', text: 'Elige un día para ver sus horas.' }));
    return;
  }
  const q = state.agendaDate ? `date=${state.agendaDate}` : '';
  try {
    const res = await requestJSON('GET', `${API}/agenda?${q}`, undefined, 15000);
    if (!state.agendaDate && res.date) { state.agendaDate = res.date; dateInput.value = res.date; }
    paintAgenda(res.rows || []);
  } catch (e) {
    agendaEl.replaceChildren(h('p', { class: 'pn-muted', text: e.status === 404 ? 'La agenda no está disponible.' : 'No se ha podido cargar la agenda.' }));
  }
}

function paintAgenda(rows) {
  if (!rows.length) {
    agendaEl.replaceChildren(h('p', { class: 'pn-muted', text: state.agendaDate ? `Cerrado o sin horas el ${longDay(state.agendaDate)}.` : 'Elige un día.' }));
    return;
  }
  agendaEl.replaceChildren(
    h('p', { class: 'pn-agenda__day', text: state.agendaDate ? longDay(state.agendaDate).replace(/^./, (c) => c.toUpperCase()) : '' }),
    h('ol', { class: 'pn-slots' }, rows.map((r) => {
      const total = Math.max(r.total || 0, (r.taken || 0) + (r.mine || 0));
      const cells = [];
      for (let i = 0; i < total; i += 1) {
        const cls = i < (r.mine || 0) ? 'pn-cell pn-cell--mine' : i < (r.mine || 0) + (r.taken || 0) ? 'pn-cell pn-cell--taken' : 'pn-cell';
        cells.push(h('span', { class: cls }));
      }
      const label = `${r.time}: ${r.mine || 0} tuyas, ${r.taken || 0} de otros clientes, ${Math.max(0, total - (r.taken || 0) - (r.mine || 0))} libres`;
      return h('li', { class: `pn-slot${r.mine ? ' pn-slot--mine' : ''}`, 'aria-label': label },
        h('span', { class: 'pn-slot__time', text: r.time }), h('span', { class: 'pn-cells', 'aria-hidden': 'true' }, cells));
    })));
}

dateInput.addEventListener('change', () => { if (dateInput.value) setAgendaDate(dateInput.value); });
$('pn-agenda-form').addEventListener('submit', (e) => e.preventDefault());

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const [id, ui] of state.ui) {
    if (ui.mode) {
      ui.mode = null;
      const r = state.requests.find((x) => x.id === id);
      if (r) repaint(r);
    }
  }
});

(async function start() {
  if (NAME) document.title = `Panel del local · ${NAME}`;
  await loadProfile();
  await refresh();
  if (!state.agendaDate) loadAgenda();
  setInterval(() => { refresh(); if (state.agendaDate) loadAgenda(); }, POLL_MS);
}());
