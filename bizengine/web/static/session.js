// The anonymous visitor session shared by the chat widget and the staff panel.
// 16 random bytes as 32 hex characters in localStorage; in memory when storage is blocked.

export const SESSION_KEY = 'bizengine.session';
const memory = new Map();

export const storage = {
  get(key) {
    try {
      const v = window.localStorage.getItem(key);
      if (v !== null) return v;
    } catch (_) { /* storage blocked: fall back to memory */ }
    return memory.has(key) ? memory.get(key) : null;
  },
  set(key, value) {
    memory.set(key, value);
    try { window.localStorage.setItem(key, value); } catch (_) { /* memory only */ }
  },
  remove(key) {
    memory.delete(key);
    try { window.localStorage.removeItem(key); } catch (_) { /* memory only */ }
  },
};

export function randomHex(bytes) {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getSession() {
  let s = storage.get(SESSION_KEY);
  if (!s || !/^[a-f0-9]{32}$/.test(s)) {
    s = randomHex(16);
    storage.set(SESSION_KEY, s);
  }
  return s;
}

export const caseKey = (slug) => `bizengine.case.${slug}`;

/** JSON over fetch with a time limit. Errors carry `.status` and the server's `{error}` text. */
export async function requestJSON(method, url, body, timeoutMs = 60000) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method,
      // GETs carry the session in a header, never in the URL (URLs end up in logs and history)
      headers: body === undefined ? { Accept: 'application/json', 'X-Session': getSession() } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: ctrl.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    let data = null;
    try { data = await res.json(); } catch (_) { data = null; }
    if (!res.ok) {
      const err = new Error((data && data.error) || `HTTP ${res.status}`);
      err.status = res.status;
      err.data = data;
      throw err;
    }
    return data;
  } finally {
    clearTimeout(timer);
  }
}

// Money in the conversation's language through Intl (the server formats it the same way with
// Babel): euros(2200, 'gl') === '22,00 €'. Plain spaces, as the assistant's own texts have.
export function euros(cents, lang = 'es') {
  if (cents === null || cents === undefined || Number.isNaN(Number(cents))) return '';
  let format;
  try {
    format = new Intl.NumberFormat(lang || 'es', { style: 'currency', currency: 'EUR' });
  } catch (e) {
    format = new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' });
  }
  return format.format(Math.round(Number(cents)) / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** 'YYYY-MM-DD' -> 'sábado 7 de noviembre' (or the short 'sáb 7 nov'), calendar dates, no time zone games. */
export function dayName(ymd, short = false) {
  if (typeof ymd !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd || '';
  const [y, m, d] = ymd.split('-').map(Number);
  const opts = short ? { weekday: 'short', day: 'numeric', month: 'short' } : { weekday: 'long', day: 'numeric', month: 'long' };
  return new Intl.DateTimeFormat('es-ES', { ...opts, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d))).replace(/\./g, '').replace(',', '');
}

/** Tiny DOM helper: h('p', {class: 'x', text: 'hola'}, child, …). Never sets HTML. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') el.textContent = v;
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
