// bizengine "Panel del local": what a person of the business sees, to decide.
// Demo mode: uses the same anonymous session as the chat (localStorage), so a visitor acts as
// staff for their own tests only. Production: a logged-in person (cookie) sees every customer's
// requests, paged and filtered; every POST carries the CSRF token in X-CSRFToken.
// Talks to: GET {api}/staff, POST {api}/staff/act, GET {api}/slots, GET {api}/agenda,
// GET {api}/staff/history, GET {api}/profile, GET {api}/staff/suggestions.

import { euros, getSession, h, requestJSON } from './session.js';

const POLL_MS = 3000;
const body = document.body;
const slug = body.dataset.slug;
const API = (body.dataset.api || `/api/${slug}`).replace(/\/$/, '');
const NAME = body.dataset.name || '';
const PROD = body.dataset.mode === 'production';
const CSRF = body.dataset.csrf || '';
const LOGIN = body.dataset.login || '';

const GROUPS = [
  { id: 'pending', title: 'Pendientes', empty: body.dataset.mode === 'production' ? 'Nada pendiente ahora mismo.' : 'Nada pendiente. Cuando envíes un pedido desde el chat, aparecerá aquí.' },
  { id: 'review', title: 'Para repasar', empty: 'Nada que repasar.' },
  { id: 'done', title: 'Hechas', empty: 'Todavía nada.' },
];
const KIND = { order: 'Pedido', booking: 'Reserva', question: 'Pregunta', handoff: 'Para una persona', info: 'Respuesta' };
const STATUS = {
  collecting: 'En el chat', pending: 'Pendiente', change_proposed: 'Otra hora propuesta', confirmed: 'Confirmado',
  denied: 'Rechazado', answered: 'Respondido', review: 'Para repasar', open: 'Abierta', closed: 'Cerrada', cancelled: 'Cancelado',
};

// The assistant's checks in words a person reads (the API sends the step's tag).
const STEP_WORDS = {
  allergens: 'Composición del producto', booking: 'Reserva', cancel: 'Anulación', contact: 'Datos de contacto', handoff: 'Paso a una persona',
  hours: 'Horario', lead: 'Plazo de encargo', menu: 'Productos', party: 'Número de personas', pickup: 'Hora de recogida',
  pii: 'Datos sensibles', price: 'Precio', refusal: 'Fuera de lo que atiende', resource: 'Quién atiende', units: 'Unidades',
  retrieve: 'Búsqueda en la información del local', vectors: 'Búsqueda por significado', generate: 'Respuesta redactada',
  fact_check: 'Comprobación de cifras', kb: 'Información del local',
};
const CHANGE_DAYS = 10;       // «Otra hora» offers this many open days…
const CHANGE_LOOKAHEAD = 21;  // …looked for among this many

const state = {
  requests: [],
  counts: null,
  products: new Map(),
  ui: new Map(),        // request id -> {mode, day, slots, slotsFor, time, text, busy, error}
  sigs: new Map(),      // request id -> last painted signature
  els: new Map(),       // request id -> element
  agendaDate: null,
  agendaAsked: 0,      // the agenda answers painted are only the last one asked for
  agendaSig: '',       // what the agenda shows now: a poll with the same answer leaves its cells alone
  loading: false,
  again: false,
  filters: { q: '', status: '', date: '' },
  page: 1,
  more: false,
  pending: null,       // what the last poll said was waiting: {count, newest}
  history: new Map(),  // case id -> events (loaded when «Historial» opens)
  historyOpen: new Map(),  // case id -> its load's token, while «Historial» is open (a late answer of a closed one is dropped)
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
    .format(new Date(Date.UTC(y, m - 1, d))).replace(',', '');
}
function stepWords(step) {
  return STEP_WORDS[step] || (step || '').replace(/_/g, ' ');
}
// «plazo cumplido para 2026-12-05» → «plazo cumplido para sábado 5 de diciembre»; product ids → names
function evidenceText(detail) {
  return (detail || '')
    .replace(/\b(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2})?)?\b/g, (_, ymd) => longDay(ymd))
    .replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, (id) => (state.products.get(id) || {}).name || id);
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
// A password change gives this session a new cookie and ends every older one: a poll sent with the
// old cookie while the change was in flight comes back 401 and is retried, not taken as a logout.
let authEpoch = 0;
let rotation = null;

async function call(method, url, payload, retried = false) {
  // production: the login cookie travels by itself; POSTs add the CSRF token in a header
  if (!PROD) return requestJSON(method, url, payload, 20000);
  const sentEpoch = authEpoch;
  const sentDuringRotation = rotation !== null;
  const res = await fetch(url, {
    method, credentials: 'same-origin', cache: 'no-store',
    headers: payload === undefined ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRFToken': CSRF },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  let data = null;
  try { data = await res.json(); } catch (_) { data = null; }
  if (res.status === 401 && !retried && (sentDuringRotation || sentEpoch !== authEpoch || rotation)) {
    if (rotation) await rotation.catch(() => null);
    return call(method, url, payload, true);
  }
  if (res.status === 401 && LOGIN) { window.location.assign(LOGIN); }
  if (!res.ok) {
    const err = new Error((data && data.error) || `HTTP ${res.status}`);
    err.status = res.status;
    throw err;
  }
  return data;
}

function listURL() {
  if (!PROD) return `${API}/staff`;     // demo: the session travels in the X-Session header
  const q = new URLSearchParams({ page: String(state.page) });
  for (const [k, v] of Object.entries(state.filters)) if (v) q.set(k, v);
  return `${API}/staff?${q}`;
}

let audio = null;
const SOUND_KEY = 'bizengine-panel-sound';
function beep() {
  const sound = $('pn-sound');
  if (!sound || !sound.checked) return;
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  } catch (_) { /* no sound on this device */ }
}

function notice(res) {
  // a new pending request: the count in the tab title, a sound, a desktop notification
  const count = res.pending ?? (res.counts ? res.counts.pending : 0);
  document.title = `${count ? `(${count}) ` : ''}Panel del local · ${NAME}`;
  const before = state.pending;
  state.pending = { count, newest: res.newest_pending_at || null };
  if (!before || !res.newest_pending_at || res.newest_pending_at === before.newest || count < before.count) return;
  beep();
  if ('Notification' in window && Notification.permission === 'granted') {
    try { new Notification(`Nueva solicitud en ${NAME}`, { body: `${count} pendiente${count === 1 ? '' : 's'}`, tag: 'bizengine-pending' }); } catch (_) { /* ignored */ }
  }
}

async function loadProfile() {
  try {
    const p = await requestJSON('GET', `${API}/profile`, undefined, 15000);
    for (const prod of p.products || []) state.products.set(prod.id, prod);
  } catch (_) { /* names fall back to ids */ }
}

async function refresh() {
  // Asked again while a load is in flight (a decision, a filter, a page): that load's answer may
  // predate what was asked, so it is dropped and the list loaded once more.
  if (state.loading) { state.again = true; return; }
  state.loading = true;
  try {
    const res = await call('GET', listURL());
    if (state.again) return;
    state.requests = res.requests || [];
    state.counts = res.counts || null;
    if (PROD) {
      notice(res);
      state.more = !!res.more;
      paintPager();
    }
    statusEl.textContent = `Actualizado a las ${new Date().toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
    keepFocus(paint);
    if (!state.agendaDate) {
      const first = state.requests.map(ymdOf).find(Boolean);
      if (first) setAgendaDate(first);
    }
  } catch (e) {
    if (!state.again) statusEl.textContent = e.status === 503 ? 'La base de datos no responde; lo reintento.' : 'Sin conexión con el servidor; lo reintento.';
  } finally {
    state.loading = false;
    if (state.again) {
      state.again = false;
      refresh();
    }
  }
}

async function act(r, payload) {
  const ui = uiOf(r.id);
  ui.busy = true;
  ui.error = '';
  repaint(r);
  try {
    const res = await call('POST', `${API}/staff/act`, PROD ? { request_id: r.id, ...payload } : { session: getSession(), request_id: r.id, ...payload });
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

// The next open days with a free time, from the request's day: never a closed or full one.
async function loadOpenDays(r) {
  const ui = uiOf(r.id);
  const start = ymdOf(r) || state.agendaDate || new Date().toISOString().slice(0, 10);
  ui.days = [];
  ui.daySlots = {};
  repaint(r);
  const candidates = Array.from({ length: CHANGE_LOOKAHEAD }, (_, i) => addDays(start, i));
  const answers = await Promise.all(candidates.map((day) => requestJSON('GET', `${API}/slots?date=${day}`, undefined, 15000)
    .catch(() => ({ ok: false, reason: 'error', slots: [] }))));
  candidates.forEach((day, i) => { ui.daySlots[day] = answers[i]; });
  ui.days = candidates.filter((day, i) => answers[i].ok && (answers[i].slots || []).some((s) => s.left == null || s.left > 0))
    .slice(0, CHANGE_DAYS);
  ui.daysLoaded = true;
  if (ui.days.includes(start) && !ui.day) { ui.day = start; ui.slots = ui.daySlots[start]; }
  repaint(r);
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
    if (ui.day !== day) return;
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
  const sig = JSON.stringify(r) + JSON.stringify(ui) + JSON.stringify(state.history.get(r.case_id) || null)
    + state.historyOpen.has(r.case_id);
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
  // a request for a person carries the customer's words since the last order or booking sent
  // (`said`): the problem told before «una persona», not just «una persona»
  const said = Array.isArray(r.said) && r.said.length ? r.said : null;
  const words = r.customer_text || (r.thread || []).filter((m) => m.role === 'user').map((m) => m.text)[0];
  if (said) card.append(h('blockquote', { class: 'pn-words' }, said.map((w) => h('p', { text: w }))));
  else if (words) card.append(h('blockquote', { class: 'pn-words' }, h('p', { text: words })));

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
  if (r.phone) facts.push(['Teléfono', h('a', { href: `tel:${r.phone}`, text: r.phone_display || r.phone })]);
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
      h('span', { class: 'pn-sr', text: e.ok === false ? 'No: ' : 'Sí: ' }), h('span', { class: 'pn-step', text: stepWords(e.step) }), ' ', evidenceText(e.detail)))));
    if (cites.length) box.append(h('p', { class: 'pn-cites' }, h('strong', { text: 'Fuentes: ' }), cites.map((c) => (typeof c === 'string' ? c : c.title || c.source || '')).filter(Boolean).join(', ')));
    card.append(box);
  }

  if (r.case_id) card.append(renderHistory(r));
  if (ui.error) card.append(h('p', { class: 'pn-error', role: 'alert', text: ui.error }));
  card.append(renderActions(r, ui, ymd));
  return card;
}

const EVENT = {
  case_opened: 'Conversación abierta', request_opened: 'Solicitud empezada', approval: 'Decisión',
  request_status: 'Estado', state: 'Paso', calendar: 'Calendario',
};
const DECISION = { accept: 'confirmó', change: 'propuso otra hora', deny: 'rechazó', answer: 'respondió' };

function renderHistory(r) {
  const box = h('details', { class: 'pn-history', 'data-case': r.case_id }, h('summary', { text: 'Historial' }));
  const events = state.history.get(r.case_id);
  box.open = state.historyOpen.has(r.case_id);
  if (events === 'failed') box.append(h('p', { class: 'pn-muted', text: 'No se ha podido cargar el historial.' }));
  else if (events) {
    box.append(h('ol', {}, events.map((e) => {
      const d = e.detail || {};
      const what = e.type === 'approval' ? (DECISION[d.decision] || d.decision)
        : e.type === 'request_status' ? `${STATUS[d.from] || d.from || ''} → ${STATUS[d.to] || d.to || ''}` : '';
      const at = new Date(e.at).toLocaleString('es-ES', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
      return h('li', {}, `${at} · ${EVENT[e.type] || e.type}${what ? `: ${what}` : ''}${e.actor ? ` · ${e.actor}` : ''}`);
    })));
  } else if (box.open) box.append(h('p', { class: 'pn-muted', text: 'Cargando…' }));
  box.addEventListener('toggle', () => toggleHistory(r, box));
  return box;
}

// «Historial» is loaded each time it opens. A repainted card opens it again by itself (its
// toggle is then no news); an answer that comes after the person closed it is dropped.
async function toggleHistory(r, box) {
  const id = r.case_id;
  if (!box.open) {
    state.historyOpen.delete(id);
    state.history.delete(id);
    return;
  }
  if (state.historyOpen.has(id)) return;
  const token = {};
  state.historyOpen.set(id, token);
  repaint(r);                 // «Cargando…»
  let events;
  try {
    events = (await call('GET', `${API}/staff/history?case=${encodeURIComponent(id)}`)).events || [];
  } catch (_) {
    events = 'failed';
  }
  if (state.historyOpen.get(id) !== token) return;
  state.history.set(id, events);
  repaint(r);
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
  if (ui.mode === 'change' && !ui.days) loadOpenDays(r);
}

function renderChange(r, ui, ymd) {
  const days = ui.days || [];
  const sub = h('div', { class: 'pn-sub pn-change' },
    h('p', { class: 'pn-sub__label', text: '1. Elige el día' }),
    !ui.daysLoaded ? h('p', { class: 'pn-muted', text: 'Buscando días abiertos…' })
      : !days.length ? h('p', { class: 'pn-muted', text: 'No hay días abiertos con horas libres en las próximas semanas.' }) : null,
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
    state.agendaSig = '';
    agendaEl.replaceChildren(h('p', { class: 'pn-muted', text: 'Elige un día para ver sus horas.' }));
    return;
  }
  const asked = ++state.agendaAsked;
  try {
    const res = await call('GET', `${API}/agenda?date=${state.agendaDate}`);
    if (asked !== state.agendaAsked) return;   // another day, or a newer poll, was asked meanwhile
    const sig = `${state.agendaDate} ${JSON.stringify(res)}`;
    if (sig === state.agendaSig) return;       // unchanged: repainting would only lose focus and hover
    state.agendaSig = sig;
    paintAgenda(res.rows || []);
    if (PROD) paintDay(res.requests || []);
  } catch (e) {
    if (asked !== state.agendaAsked) return;
    state.agendaSig = '';
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
    h('ol', { class: 'pn-slots' }, rows.map(PROD ? bookedRow : demoRow)));
}

// Production: every customer's pending, proposed and confirmed requests fill the slot (`taken`);
// the person looking has no requests of their own there.
function bookedRow(r) {
  const taken = r.taken || 0;
  const total = Math.max(r.total || 0, taken);
  const cells = [];
  for (let i = 0; i < total; i += 1) cells.push(h('span', { class: i < taken ? 'pn-cell pn-cell--booked' : 'pn-cell' }));
  return slotRow(r, `${r.time}: ${taken} ${taken === 1 ? 'reservada' : 'reservadas'} por clientes, ${total - taken} ${total - taken === 1 ? 'libre' : 'libres'}`, cells);
}

// Demo: the seeded load of other customers (grey) and the visitor's own tries.
function demoRow(r) {
  const mine = r.mine || 0;
  const taken = r.taken || 0;
  const total = Math.max(r.total || 0, taken + mine);
  const cells = [];
  for (let i = 0; i < total; i += 1) {
    cells.push(h('span', { class: i < mine ? 'pn-cell pn-cell--mine' : i < mine + taken ? 'pn-cell pn-cell--taken' : 'pn-cell' }));
  }
  return slotRow(r, `${r.time}: ${mine} tuyas, ${taken} de otros clientes, ${Math.max(0, total - taken - mine)} libres`, cells);
}

function slotRow(r, label, cells) {
  return h('li', { class: `pn-slot${r.mine ? ' pn-slot--mine' : ''}`, 'aria-label': label },
    h('span', { class: 'pn-slot__time', text: r.time }), h('span', { class: 'pn-cells', 'aria-hidden': 'true' }, cells));
}

function paintDay(list) {
  const el = $('pn-day');
  if (!el) return;
  el.replaceChildren(...list.map((r) => {
    const t = r.min != null ? `${String(Math.floor(r.min / 60)).padStart(2, '0')}:${String(r.min % 60).padStart(2, '0')}` : '';
    return h('li', {}, h('strong', { text: t }), ` ${KIND[r.kind] || r.kind} · ${r.name || ''}${r.party ? ` · ${r.party} personas` : ''} · ${STATUS[r.status] || r.status}`);
  }));
}

function paintPager() {
  const prev = $('pn-prev');
  const next = $('pn-next');
  if (!prev) return;
  prev.disabled = state.page <= 1;
  next.disabled = !state.more;
  $('pn-page').textContent = `Página ${state.page}`;
}

let peopleAsked = 0;     // only the newest load of the people list is painted

async function loadPeople() {
  const list = $('pn-people-list');
  if (!list) return;
  const asked = ++peopleAsked;
  try {
    const res = await call('GET', `${API}/staff/people`);
    if (asked !== peopleAsked) return;
    list.replaceChildren(...(res.people || []).map((p) => h('li', {},
      h('strong', { text: p.name }), ` · ${p.email} · ${p.role === 'owner' ? 'responsable' : 'personal'}${p.disabled ? ' · desactivada' : ''} `,
      p.role === 'owner' ? null : btn(p.disabled ? 'Activar' : 'Desactivar', p.disabled ? '' : 'pn-btn--danger', async () => {
        try { await call('POST', `${API}/staff/people/disable`, { id: p.id, disabled: !p.disabled }); } catch (e) { toast(e.message, 'error'); }
        loadPeople();
      }))));
  } catch (e) {
    if (asked === peopleAsked) list.replaceChildren(h('li', { text: 'No se ha podido cargar el personal.' }));
  }
}

function wireAccountForms() {
  const people = $('pn-people');
  if (people) {
    people.addEventListener('toggle', () => { if (people.open) loadPeople(); });
    $('pn-invite').addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await call('POST', `${API}/staff/people`, { name: $('pn-inv-name').value.trim(), email: $('pn-inv-email').value.trim(),
          role: $('pn-inv-role').value, password: $('pn-inv-pass').value });
        toast('Alta hecha: pásale su e-mail y la contraseña inicial en persona.');
        e.target.reset();
        loadPeople();
      } catch (err) { toast(err.message, 'error'); }
    });
  }
  $('pn-pass-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      rotation = call('POST', body.dataset.password, { current: $('pn-pass-current').value, new: $('pn-pass-new').value }, true);
      await rotation;
      authEpoch += 1;
      toast('Contraseña cambiada. Las demás sesiones abiertas con la anterior se han cerrado.');
      e.target.reset();
    } catch (err) { toast(err.message, 'error'); } finally { rotation = null; }
  });
}

if (PROD) {
  wireAccountForms();
  $('pn-filters').addEventListener('submit', (e) => {
    e.preventDefault();
    state.filters = { q: $('pn-q').value.trim(), status: $('pn-f-status').value, date: $('pn-f-date').value };
    state.page = 1;
    refresh();
  });
  $('pn-prev').addEventListener('click', () => { if (state.page > 1) { state.page -= 1; refresh(); } });
  $('pn-next').addEventListener('click', () => { if (state.more) { state.page += 1; refresh(); } });
  const sound = $('pn-sound');        // the sound switch is this browser's choice: kept across reloads
  try { sound.checked = localStorage.getItem(SOUND_KEY) !== 'off'; } catch (_) { /* storage blocked */ }
  sound.addEventListener('change', () => {
    try { localStorage.setItem(SOUND_KEY, sound.checked ? 'on' : 'off'); } catch (_) { /* storage blocked */ }
  });
  const notify = $('pn-notify');
  if (!('Notification' in window)) notify.hidden = true;
  else {
    const label = () => { notify.textContent = Notification.permission === 'granted' ? 'Avisos activados' : 'Avisos en el escritorio'; };
    label();
    notify.addEventListener('click', async () => { try { await Notification.requestPermission(); } catch (_) { /* ignored */ } label(); });
  }
}

// ---------- suggestions: how often what the assistant suggested was added ----------
function pct(rate) { return rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)} %`; }

async function loadSuggestions() {
  const el = $('pn-suggest');
  if (!el) return;
  try {
    const res = await call('GET', `${API}/staff/suggestions`);
    if (!res.shown) {
      el.replaceChildren(h('p', { class: 'pn-muted', text: 'Aún no se ha mostrado ninguna sugerencia.' }));
      return;
    }
    const rows = (res.items || []).map((i) => {
      const name = (state.products.get(i.item_id) || {}).name || i.item_id;
      return h('li', { text: `${name}: ${i.accepted} de ${i.shown} añadidas (${pct(i.rate)}), ${i.dismissed} rechazadas` });
    });
    el.replaceChildren(
      h('p', { class: 'pn-suggest__total', text: `Aceptación: ${pct(res.rate)} (${res.accepted} de ${res.shown} mostradas)` }),
      h('ul', { class: 'pn-suggest__items' }, rows));
  } catch (e) {
    el.replaceChildren(h('p', { class: 'pn-muted', text: 'No se han podido cargar las sugerencias.' }));
  }
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
  loadSuggestions();
  setInterval(() => { refresh(); if (state.agendaDate) loadAgenda(); loadSuggestions(); }, POLL_MS);
}());
