// bizengine chat widget. An ES module, no framework, no build.
//
//   <script type="module" src="/static/bizengine/chat.js"></script>
//   <biz-chat slug="acme"></biz-chat>            (or <div data-biz-chat data-slug="acme"></div>)
//
// The page talks to it with buttons carrying data attributes (wired here, no inline handlers):
//   <button data-biz-ask data-biz-text="¿A qué hora abrís?">…</button>
//   <button data-biz-ask data-biz-action="add" data-biz-item="item-id" data-biz-label="…">…</button>
// or from code: window.bizChat.ask({text}) / ask({action, label}), or a CustomEvent 'biz:ask'.
// It is tinted by the page's CSS custom properties (--bz-accent, --bz-surface, --bz-font, …).

import { caseKey, dayName, euros, getSession, h, requestJSON, storage } from './session.js';

const POLL_MS = 2500;
const SLOW_MS = 5000;
const MAX_TEXT = 500;
// Cut by characters, not UTF-16 units, so an emoji is never split in half.
const cut = (s) => Array.from(s).slice(0, MAX_TEXT).join('');
const WAITING = new Set(['pending', 'change_proposed']);

// The widget's own words follow the conversation's language (the `lang` the server answers with).
const STATUS = {
  es: {
    collecting: { label: 'Borrador', strip: 'Borrador: todavía no se ha enviado al local.' },
    draft: { label: 'Borrador', strip: 'Borrador: todavía no se ha enviado al local.' },
    pending: { label: 'Esperando confirmación', strip: 'Enviado. Una persona del local lo está mirando.' },
    change_proposed: { label: 'Otra hora propuesta', strip: 'El local propone otra hora: contesta aquí.' },
    confirmed: { label: 'Confirmado', strip: 'Confirmado por una persona del local.' },
    denied: { label: 'Rechazado', strip: 'El local no ha podido aceptarlo.' },
    cancelled: { label: 'Cancelado', strip: 'Cancelado: no se ha enviado nada.' },
    answered: { label: 'Respondido', strip: 'Te ha respondido una persona del local.' },
  },
  gl: {
    collecting: { label: 'Borrador', strip: 'Borrador: aínda non se lle enviou ao local.' },
    draft: { label: 'Borrador', strip: 'Borrador: aínda non se lle enviou ao local.' },
    pending: { label: 'Agardando confirmación', strip: 'Enviado. Unha persoa do local estao mirando.' },
    change_proposed: { label: 'Outra hora proposta', strip: 'O local propón outra hora: contesta aquí.' },
    confirmed: { label: 'Confirmado', strip: 'Confirmado por unha persoa do local.' },
    denied: { label: 'Rexeitado', strip: 'O local non puido aceptalo.' },
    cancelled: { label: 'Cancelado', strip: 'Cancelado: non se enviou nada.' },
    answered: { label: 'Respondido', strip: 'Respondeuche unha persoa do local.' },
  },
};
const WORDS = {
  es: {
    questionWait: 'Una persona del local te contestará aquí mismo.', order: 'Tu pedido', booking: 'Tu reserva',
    pickup: 'Recogida', party: 'Personas', name: 'A nombre de', phone: 'Teléfono', note: 'Notas', total: 'Total',
    hours: 'Horario', menu: 'Catálogo', info: 'Información', contains: 'Contiene', qty: 'Cantidad de',
    less: 'Quitar una unidad de', more: 'Añadir una unidad de', chips: 'Respuestas sugeridas',
    proof: 'Cómo lo ha comprobado', sources: 'Fuentes: ', who: 'Soy un asistente; una persona confirmará.',
    placeholder: 'Escribe aquí…', send: 'Enviar', slow: 'Un momento, lo estoy comprobando…', retry: 'Reintentar',
    staff: 'el local', yes: 'Sí: ', no: 'No: ', you: 'Tú:', assistant: 'Asistente:', message: 'Tu mensaje',
  },
  gl: {
    questionWait: 'Unha persoa do local contestarache aquí mesmo.', order: 'O teu pedido', booking: 'A túa reserva',
    pickup: 'Recollida', party: 'Persoas', name: 'A nome de', phone: 'Teléfono', note: 'Notas', total: 'Total',
    hours: 'Horario', menu: 'Catálogo', info: 'Información', contains: 'Contén', qty: 'Cantidade de',
    less: 'Quitar unha unidade de', more: 'Engadir unha unidade de', chips: 'Respostas suxeridas',
    proof: 'Como o comprobou', sources: 'Fontes: ', who: 'Son un asistente; unha persoa confirmará.',
    placeholder: 'Escribe aquí…', send: 'Enviar', slow: 'Un momento, estouno comprobando…', retry: 'Volver tentar',
    staff: 'o local', yes: 'Si: ', no: 'Non: ', you: 'Ti:', assistant: 'Asistente:', message: 'A túa mensaxe',
  },
};
const wordsOf = (lang) => WORDS[lang] || WORDS.es;
const statusOf = (lang) => STATUS[lang] || STATUS.es;

let seq = 0;
const widgets = [];
const pendingAsks = [];

function injectStyles() {
  if (document.querySelector('link[data-biz-chat-css]')) return;
  const href = new URL('./chat.css', import.meta.url).href;
  if ([...document.styleSheets].some((s) => s.href === href)) return;
  document.head.append(h('link', { rel: 'stylesheet', href, 'data-biz-chat-css': true }));
}

function lineName(l) {
  return l.name || l.label || l.item_name || l.title || l.item_id || '';
}
function lineTotal(l) {
  if (l.total_cents != null) return l.total_cents;
  if (l.line_cents != null) return l.line_cents;
  if (l.unit_cents != null && l.qty != null) return l.unit_cents * l.qty;
  return null;
}
function rowParts(r, lang = 'es') {
  if (r === null || r === undefined) return ['', '', ''];
  if (typeof r !== 'object') return [String(r), '', ''];
  if (Array.isArray(r)) return [String(r[0] ?? ''), String(r[1] ?? ''), ''];
  const left = r.label ?? r.name ?? r.day ?? r.title ?? r.time ?? '';
  let right = r.value ?? r.text ?? r.hours ?? '';
  if (!right && r.price_cents != null) right = euros(r.price_cents, lang);
  if (!right && r.total_cents != null) right = euros(r.total_cents, lang);
  let note = r.note ?? r.detail ?? r.description ?? '';
  if (Array.isArray(r.allergens) && r.allergens.length) note = [note, `${wordsOf(lang).contains}: ${r.allergens.join(', ')}`].filter(Boolean).join(' · ');
  if (!right && r.price) right = r.price;
  return [String(left), String(right), String(note || '')];
}

class ChatWidget {
  constructor(host, slug) {
    this.host = host;
    this.slug = slug;
    this.api = (host.getAttribute('api') || host.dataset.api || `/api/${slug}`).replace(/\/$/, '');
    this.name = host.getAttribute('name') || host.dataset.name || '';
    this.profile = null;
    this.messages = [];
    this.request = null;
    this.lang = 'es';
    this.caseId = storage.get(caseKey(slug));
    this.busy = false;
    this.isOpen = false;
    this.unread = 0;
    this.warmed = false;
    this.failed = null;
    this.pollTimer = null;
    this.polling = false;
    this.epoch = 0;          // one more per send: a poll sent before it brings old news
    this.queue = [];
    this.build();
    this.loadProfile();
    this.restoring = this.caseId ? this.restore() : null;
  }

  // ---------- DOM ----------
  build() {
    const id = `bz-${this.slug}-${++seq}`;
    this.ids = { panel: `${id}-panel`, title: `${id}-title`, input: `${id}-input`, log: `${id}-log` };
    this.badge = h('span', { class: 'bz-badge', hidden: true, 'aria-hidden': 'true' });
    this.badgeSr = h('span', { class: 'bz-sr' });
    this.fab = h('button', {
      type: 'button', class: 'bz-fab', 'aria-expanded': 'false', 'aria-controls': this.ids.panel,
      onclick: () => (this.isOpen ? this.close() : this.open()),
    }, h('span', { class: 'bz-fab__icon', 'aria-hidden': 'true' }), h('span', { class: 'bz-fab__text', text: 'Habla con el asistente' }), this.badge, this.badgeSr);

    this.titleEl = h('h2', { class: 'bz-title', id: this.ids.title, text: this.name || 'Asistente' });
    const closeBtn = h('button', { type: 'button', class: 'bz-close', 'aria-label': 'Cerrar el chat', onclick: () => this.close() },
      h('span', { 'aria-hidden': 'true', text: '×' }));
    const head = h('header', { class: 'bz-head' },
      h('div', { class: 'bz-head__text' }, this.titleEl, this.whoEl = h('p', { class: 'bz-who', text: WORDS.es.who })),
      closeBtn);

    this.stripText = h('span', { class: 'bz-strip__text' });
    this.strip = h('div', { class: 'bz-strip', hidden: true, role: 'status' }, h('span', { class: 'bz-dot', 'aria-hidden': 'true' }), this.stripText);

    this.log = h('div', { class: 'bz-log', id: this.ids.log, role: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions', 'aria-labelledby': this.ids.title, tabindex: '0' });

    this.slow = h('p', { class: 'bz-slow', hidden: true, role: 'status' }, h('span', { class: 'bz-typing', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')), this.slowText = h('span', { text: WORDS.es.slow }));
    this.retryText = h('span', { class: 'bz-retry__text' });
    this.retryBtn = h('button', { type: 'button', class: 'bz-retry__btn', onclick: () => this.retry() }, 'Reintentar');
    this.retryBar = h('div', { class: 'bz-retry', hidden: true, role: 'alert' }, this.retryText, this.retryBtn);

    this.input = h('textarea', {
      id: this.ids.input, class: 'bz-input', rows: '1', maxlength: String(MAX_TEXT), autocomplete: 'off',
      placeholder: 'Escribe aquí…', enterkeyhint: 'send',
    });
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        this.submitInput();
      }
    });
    this.input.addEventListener('input', () => this.autosize());
    this.sendBtn = h('button', { type: 'submit', class: 'bz-send' }, h('span', { text: 'Enviar' }));
    this.form = h('form', { class: 'bz-form', novalidate: true },
      h('label', { class: 'bz-sr', for: this.ids.input, text: 'Tu mensaje' }), this.input, this.sendBtn);
    this.form.addEventListener('submit', (e) => { e.preventDefault(); this.submitInput(); });

    this.panel = h('section', {
      class: 'bz-panel', id: this.ids.panel, role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': this.ids.title, hidden: true,
    }, head, this.strip, this.log, this.slow, this.retryBar, this.form);
    this.panel.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { e.preventDefault(); this.close(); }
    });

    this.host.classList.add('bz-host');
    this.host.replaceChildren(this.fab, this.panel);
  }

  autosize() {
    this.input.style.height = 'auto';
    this.input.style.height = `${Math.min(this.input.scrollHeight, 140)}px`;
  }

  setName(name) {
    if (!name) return;
    this.name = name;
    this.titleEl.textContent = name;
    this.panel.setAttribute('aria-label', `Asistente de ${name}`);
  }

  // ---------- profile, session, restore ----------
  async loadProfile() {
    try {
      this.profile = await requestJSON('GET', `${this.api}/profile`, undefined, 15000);
      this.setName(this.profile && this.profile.name);
      this.paint();
    } catch (_) { /* the widget works without it */ }
  }

  setCase(caseId) {
    if (!caseId || caseId === this.caseId) return;
    this.caseId = caseId;
    storage.set(caseKey(this.slug), caseId);
  }

  async restore() {
    try {
      const res = await requestJSON('GET', `${this.api}/conversation?case=${encodeURIComponent(this.caseId)}`, undefined, 20000);
      this.absorbConversation(res, true);
    } catch (e) {
      if (e.status === 404) {
        storage.remove(caseKey(this.slug));
        this.caseId = null;
      }
    }
  }

  absorbConversation(res, initial = false) {
    if (!res) return;
    if (res.case_id) this.setCase(res.case_id);
    if (res.lang) this.setLang(res.lang);
    const known = new Set(this.messages.map((m) => m.id));
    let fresh = 0;
    for (const m of res.messages || []) {
      if (!m || known.has(m.id)) continue;
      this.messages.push({ ...m, key: m.id });
      known.add(m.id);
      if (m.role !== 'user') fresh += 1;
    }
    if (!initial && fresh && !this.isOpen) this.bump(fresh);
    this.setRequest(res.request);
    this.paint();
  }

  // ---------- open / close ----------
  open() {
    if (!this.isOpen) {
      this.isOpen = true;
      this.panel.hidden = false;
      this.host.classList.add('bz-open');
      this.fab.setAttribute('aria-expanded', 'true');
      document.documentElement.classList.add('bz-chat-open');
      this.unread = 0;
      this.paintBadge();
      this.paint();
      this.warm();
    }
    requestAnimationFrame(() => this.input.focus());
  }

  close() {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.panel.hidden = true;
    this.host.classList.remove('bz-open');
    this.fab.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('bz-chat-open');
    this.fab.focus();
  }

  warm() {
    if (this.warmed) return;
    this.warmed = true;
    requestJSON('POST', `${this.api}/warm`, { session: getSession() }, 10000).catch(() => {});
  }

  bump(n) {
    this.unread += n;
    this.paintBadge();
  }

  paintBadge() {
    this.badge.hidden = this.unread === 0;
    this.badge.textContent = String(this.unread);
    this.badgeSr.textContent = this.unread ? `, ${this.unread} ${this.unread === 1 ? 'mensaje nuevo' : 'mensajes nuevos'}` : '';
  }

  // ---------- asking and sending ----------
  ask(req) {
    this.open();
    if (!req) return;
    if (this.busy) { this.queue.push(req); return; }
    this.dispatch(req);
  }

  dispatch(req) {
    if (req.action && typeof req.action === 'object') {
      const label = req.label || req.text || req.action.type;
      return this.send({ action: req.action, label }, label);
    }
    const text = cut(String(req.text || '').trim());
    if (!text) return Promise.resolve(false);
    return this.send({ text }, text);
  }

  submitInput() {
    if (this.busy) return;                       // a send is in flight: keep the text, ignore
    const text = this.input.value.trim();        // read the field now, not a cached copy
    if (!text) return;
    this.input.value = '';
    this.autosize();
    this.send({ text: cut(text) }, cut(text));
  }

  setBusy(on) {
    this.busy = on;
    this.panel.classList.toggle('bz-busy', on);
    this.sendBtn.disabled = on;
    this.log.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  async send(payload, shown) {
    if (this.busy) return false;
    this.setBusy(true);
    this.epoch += 1;
    if (this.restoring) {     // the conversation so far is painted first, then this exchange after it
      await this.restoring;
      this.restoring = null;
    }
    this.failed = null;
    this.retryBar.hidden = true;
    const tmpKey = `tmp-${++seq}`;
    // «Reintentar» on a message left unanswered: that bubble waits again, no second one appears
    const again = payload.retry ? this.messages.find((m) => m.id === payload.retry) : null;
    const tmp = again || { id: tmpKey, key: tmpKey, role: 'user', text: shown, meta: null, pending: true };
    if (again) again.pending = true;
    else this.messages.push(tmp);
    this.paint();
    const slowTimer = setTimeout(() => { this.slow.hidden = false; this.scrollDown(); }, SLOW_MS);
    try {
      const body = { session: getSession(), ...payload };
      if (this.caseId) body.case_id = this.caseId;
      const res = await requestJSON('POST', `${this.api}/chat`, body);
      const i = again ? -1 : this.messages.indexOf(tmp);
      const known = new Set(this.messages.map((m) => m.id));
      const userId = res.user && res.user.id;
      if (again) { again.meta = null; again.pending = false; }
      if (i >= 0) {
        if (userId && known.has(userId)) this.messages.splice(i, 1);
        else this.messages[i] = { id: userId || tmpKey, key: tmpKey, role: 'user', text: (res.user && res.user.text) || shown, meta: null, at: res.user && res.user.at };
      }
      for (const r of res.replies || []) {
        if (known.has(r.id)) continue;
        this.messages.push({ ...r, key: r.id });
        known.add(r.id);
      }
      if (res.lang) this.setLang(res.lang);
      this.setCase(res.case_id);
      this.setRequest(res.request);
      return true;
    } catch (err) {
      if (again) {
        again.pending = false;
        if (err && err.status === 409) { again.meta = null; this.restore(); return false; }  // answered meanwhile
        return false;                      // still unanswered: its own «Reintentar» stays
      }
      const i = this.messages.indexOf(tmp);
      if (i >= 0) this.messages.splice(i, 1);
      this.failed = { payload, shown };
      const why = err && err.status && err.data && err.data.error ? err.data.error : 'No he podido enviar tu mensaje.';
      this.retryText.textContent = `${why} «${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}»`;
      this.retryBar.hidden = false;
      return false;
    } finally {
      clearTimeout(slowTimer);
      this.slow.hidden = true;
      this.setBusy(false);
      this.paint();
      if (this.queue.length) this.dispatch(this.queue.shift());
    }
  }

  // A message whose answer never came (the server stopped while it thought): send it again.
  retryUnanswered(m) {
    if (this.busy) return;
    const meta = m.meta || {};
    const payload = meta.action ? { action: meta.action, label: meta.label || m.text } : { text: m.text };
    this.send({ ...payload, retry: m.id }, m.text);
  }

  retry() {
    if (!this.failed || this.busy) return;
    const { payload, shown } = this.failed;
    this.send(payload, shown).then((ok) => { if (ok) this.input.focus(); });
  }

  // ---------- request status and polling ----------
  setRequest(req) {
    this.request = req || null;
    this.paintStrip();
    if (this.request && WAITING.has(this.request.status)) this.startPolling();
    else this.stopPolling();
  }

  setLang(lang) {
    this.lang = lang;
    const w = wordsOf(lang);
    this.whoEl.textContent = w.who;
    this.slowText.textContent = w.slow;
    this.retryBtn.textContent = w.retry;
  }

  paintStrip() {
    const r = this.request;
    if (!r || !r.status) { this.strip.hidden = true; return; }
    const kind = r.kind || 'order';
    let text = (statusOf(this.lang)[r.status] || {}).strip || '';
    if (kind === 'question' || kind === 'handoff') {
      if (r.status === 'pending') text = wordsOf(this.lang).questionWait;
      else if (r.status !== 'answered') text = '';
    } else if (kind !== 'order' && kind !== 'booking') {
      text = '';                    // answers given from the data need no status
    }
    if (!text) { this.strip.hidden = true; return; }
    this.strip.hidden = false;
    this.strip.dataset.status = r.status;
    this.strip.classList.toggle('bz-strip--wait', WAITING.has(r.status));
    this.stripText.textContent = text;
  }

  startPolling() {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.poll(), POLL_MS);
  }

  stopPolling() {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  async poll() {
    if (this.polling || this.busy || !this.caseId) return;
    this.polling = true;
    const epoch = this.epoch;
    try {
      const res = await requestJSON('GET', `${this.api}/conversation?case=${encodeURIComponent(this.caseId)}`, undefined, 15000);
      if (!this.busy && epoch === this.epoch) this.absorbConversation(res);
    } catch (_) { /* try again on the next tick */ } finally {
      this.polling = false;
    }
  }

  // ---------- painting ----------
  greeting() {
    const g = this.profile && this.profile.greeting && (this.profile.greeting.es || Object.values(this.profile.greeting)[0]);
    // the business's own chips (its own words), from /profile
    const own = this.profile && this.profile.greeting_chips && this.profile.greeting_chips[this.lang];
    const chips = own ? own.slice() : [
      { label: 'Ver el catálogo', text: '¿Qué tenéis?' },
      { label: 'Horario', text: '¿Qué horario tenéis?' },
    ];
    if (!own && (!this.profile || (this.profile.capabilities || []).includes('order'))) chips.unshift({ label: 'Hacer un pedido', text: 'Quiero hacer un pedido' });
    return {
      id: 'greeting', key: 'greeting', role: 'assistant', local: true,
      text: g || `¡Hola! Soy el asistente${this.name ? ` de ${this.name}` : ''}. Pregúntame lo que quieras; una persona confirmará cualquier encargo.`,
      meta: { chips },
    };
  }

  catalogTitle() {
    const own = this.profile && this.profile.catalog_title;
    return (own && (own[this.lang] || own.es)) || 'Catálogo';
  }

  paint() {
    const focusInLog = this.log.contains(document.activeElement);
    const list = [this.greeting(), ...this.messages];
    let lastUser = -1;
    list.forEach((m, i) => { if (m.role === 'user') lastUser = i; });
    const existing = new Map();
    for (const el of [...this.log.children]) existing.set(el.dataset.key, el);
    let prev = null;
    list.forEach((m, i) => {
      const live = i > lastUser && !this.busy;
      const sig = `${m.id}|${live ? 'live' : 'stale'}|${m.pending ? 'p' : ''}|${m.meta && m.meta.unanswered ? 'u' : ''}|${m.text}|${this.name}`;
      let el = existing.get(m.key);
      if (!el || el.dataset.sig !== sig) {
        const fresh = this.renderMessage(m, live);
        fresh.dataset.key = m.key;
        fresh.dataset.sig = sig;
        if (el) el.replaceWith(fresh);
        el = fresh;
      }
      existing.delete(m.key);
      const want = prev ? prev.nextSibling : this.log.firstChild;
      if (want !== el) this.log.insertBefore(el, want);
      prev = el;
    });
    for (const el of existing.values()) el.remove();
    // a pressed chip or +/- button is repainted away: keep the keyboard in the chat, in the box
    if (focusInLog && this.isOpen && !this.log.contains(document.activeElement)) this.input.focus({ preventScroll: true });
    this.scrollDown();
  }

  scrollDown() {
    requestAnimationFrame(() => { this.log.scrollTop = this.log.scrollHeight; });
  }

  renderMessage(m, live) {
    const role = m.role === 'user' || m.role === 'staff' || m.role === 'system' ? m.role : 'assistant';
    const meta = m.meta || {};
    const wrap = h('div', { class: `bz-msg bz-msg--${role}${m.pending ? ' bz-msg--pending' : ''}`, dataset: { role, id: m.id } });
    if (role === 'staff') wrap.append(h('p', { class: 'bz-msg__who', text: `${this.name || 'El negocio'} · ${wordsOf(this.lang).staff}` }));
    else if (role === 'user') wrap.append(h('p', { class: 'bz-sr', text: wordsOf(this.lang).you }));
    else if (role === 'assistant') wrap.append(h('p', { class: 'bz-sr', text: wordsOf(this.lang).assistant }));
    if (m.text) wrap.append(h('p', { class: 'bz-bubble', text: m.text }));
    if (role === 'user' && meta.unanswered && !m.pending) {
      wrap.append(h('p', { class: 'bz-unanswered' }, 'Este mensaje se quedó sin respuesta. ',
        h('button', { type: 'button', class: 'bz-retry__btn', onclick: () => this.retryUnanswered(m) }, 'Reintentar')));
    }
    for (const card of meta.cards || []) {
      const el = this.renderCard(card, live);
      if (el) wrap.append(el);
    }
    if ((meta.evidence && meta.evidence.length) || (meta.cites && meta.cites.length)) wrap.append(this.renderProof(meta));
    if (live && meta.chips && meta.chips.length) {
      wrap.append(h('div', { class: 'bz-chips', role: 'group', 'aria-label': wordsOf(this.lang).chips },
        meta.chips.map((c) => h('button', { type: 'button', class: c.primary ? 'bz-chip bz-chip--primary' : 'bz-chip',
          onclick: () => this.pressChip(c) }, c.label || c.text || ''))));
    }
    return wrap;
  }

  pressChip(c) {
    if (this.busy) return;
    if (c.action) this.send({ action: c.action, label: c.label }, c.label || c.action.type);
    else if (c.text) this.send({ text: c.text }, c.text);
  }

  renderProof(meta) {
    const ev = meta.evidence || [];
    const cites = meta.cites || [];
    const body = h('div', { class: 'bz-proof__body' });
    if (ev.length) {
      body.append(h('ul', { class: 'bz-proof__list' }, ev.map((e) => h('li', { class: e.ok === false ? 'bz-ko' : 'bz-ok' },
        h('span', { class: 'bz-sr', text: e.ok === false ? wordsOf(this.lang).no : wordsOf(this.lang).yes }),
        typeof e === 'string' ? e : (e.detail || e.step || '')))));
    }
    if (cites.length) {
      body.append(h('p', { class: 'bz-proof__cites' }, h('strong', { text: wordsOf(this.lang).sources }),
        cites.map((c) => (typeof c === 'string' ? c : (c.title || c.source || ''))).filter(Boolean).join(', ')));
    }
    return h('details', { class: 'bz-proof' }, h('summary', { text: wordsOf(this.lang).proof }), body);
  }

  renderCard(card, live) {
    if (!card || typeof card !== 'object') return null;
    if (card.type === 'order' || card.type === 'booking') return this.renderOrderCard(card, live);
    return this.renderTableCard(card);
  }

  renderOrderCard(card, live) {
    const status = card.status || 'draft';
    const w = wordsOf(this.lang);
    const st = statusOf(this.lang)[status] || { label: status };
    const title = card.title || (card.type === 'booking' ? w.booking : w.order);
    const editable = live && (status === 'draft' || status === 'collecting') && card.type === 'order';
    const lines = card.lines || card.items || [];
    const list = h('ul', { class: 'bz-lines' });
    lines.forEach((l, i) => {
      const name = lineName(l);
      const detail = l.option_label || l.options_label || l.detail || '';
      const idx = l.line ?? l.index ?? i;
      const total = lineTotal(l);
      const li = h('li', { class: 'bz-line' },
        h('span', { class: 'bz-line__name' }, `${l.qty != null ? `${l.qty} × ` : ''}${name}`, detail ? h('small', { text: ` (${detail})` }) : null),
        total != null ? h('span', { class: 'bz-line__price', text: euros(total, this.lang) }) : null);
      if (editable && l.qty != null) {
        li.append(h('span', { class: 'bz-qty', role: 'group', 'aria-label': `${w.qty} ${name}` },
          h('button', { type: 'button', class: 'bz-qty__btn', 'aria-label': `${w.less} ${name}`, onclick: () => this.qty(idx, -1, name) }, '−'),
          h('button', { type: 'button', class: 'bz-qty__btn', 'aria-label': `${w.more} ${name}`, onclick: () => this.qty(idx, 1, name) }, '+')));
      }
      list.append(li);
    });
    const facts = [];
    const when = card.when || card.pickup || [card.day_label || card.date_label || card.day || dayName(card.ymd || card.date), card.time].filter(Boolean).join(' · ');
    const booking = card.type === 'booking';
    if (when) facts.push([booking ? 'Cuándo' : w.pickup, typeof when === 'string' ? when : String(when)]);
    if (booking && Array.isArray(card.services) && card.services.length) {
      facts.push(['Servicios', card.services.map((s) => s.name || s.item_id).join(', ')]);
    }
    if (booking && (card.resource_name || card.resource)) facts.push(['Con', card.resource_name || card.resource]);
    if (card.party) facts.push([w.party, String(card.party)]);
    if (booking && card.table_seats) facts.push(['Mesa', `de ${card.table_seats}`]);
    if (booking && card.duration) facts.push(['Duración', `${card.duration} min`]);
    if (card.name) facts.push([w.name, card.name]);
    if (card.phone) facts.push([w.phone, card.phone]);
    if (card.note) facts.push([w.note, card.note]);
    for (const r of card.rows || []) {
      const [a, b] = rowParts(r, this.lang);
      if (a || b) facts.push([a, b]);
    }
    return h('div', { class: `bz-card bz-card--order bz-st-${status}`, role: 'group', 'aria-label': `${title}: ${st.label}` },
      h('div', { class: 'bz-card__head' }, h('span', { class: 'bz-card__title', text: title }), h('span', { class: 'bz-pill', text: st.label })),
      lines.length ? list : null,
      facts.length ? h('dl', { class: 'bz-facts' }, facts.map(([a, b]) => h('div', {}, h('dt', { text: a }), h('dd', { text: b })))) : null,
      card.total_cents != null ? h('p', { class: 'bz-total' }, h('span', { text: w.total }), h('strong', { text: euros(card.total_cents, this.lang) })) : null);
  }

  renderTableCard(card) {
    const w = wordsOf(this.lang);
    const title = card.title || (card.type === 'hours' ? w.hours : card.type === 'menu' ? this.catalogTitle() : '');
    const rows = card.rows || card.items || card.days || [];
    return h('div', { class: `bz-card bz-card--${card.type || 'info'}`, role: 'group', 'aria-label': title || w.info },
      title ? h('div', { class: 'bz-card__head' }, h('span', { class: 'bz-card__title', text: title })) : null,
      card.text ? h('p', { class: 'bz-card__text', text: card.text }) : null,
      rows.length ? h('ul', { class: 'bz-rows' }, rows.map((r) => {
        const [a, b, note] = rowParts(r, this.lang);
        return h('li', {}, h('span', { class: 'bz-row__a', text: a }), b ? h('span', { class: 'bz-row__b', text: b }) : null,
          note ? h('small', { class: 'bz-row__note', text: note }) : null);
      })) : null);
  }

  qty(line, delta, name) {
    if (this.busy) return;
    const label = `${delta > 0 ? '+1' : '−1'} ${name}`;
    this.send({ action: { type: 'qty', line, delta }, label }, label);
  }
}

// ---------- mounting ----------
function widgetFor(slug) {
  if (slug) return widgets.find((w) => w.slug === slug) || null;
  return widgets[0] || null;
}

function flushAsks() {
  while (pendingAsks.length) {
    const { req, slug } = pendingAsks[0];
    const w = widgetFor(slug);
    if (!w) return;
    pendingAsks.shift();
    w.ask(req);
  }
}

function mount(host) {
  if (host.__bizChat) {
    if (!widgets.includes(host.__bizChat)) widgets.push(host.__bizChat);
    return host.__bizChat;
  }
  const slug = host.getAttribute('slug') || host.dataset.slug;
  if (!slug) return null;
  injectStyles();
  const w = new ChatWidget(host, slug);
  host.__bizChat = w;
  widgets.push(w);
  flushAsks();
  return w;
}

export function ask(req, slug) {
  const w = widgetFor(slug);
  if (w) w.ask(req);
  else pendingAsks.push({ req, slug });
}

function askFromButton(btn) {
  const d = btn.dataset;
  const slug = d.bizSlug || null;
  if (d.bizActionJson) {
    try { return ask({ action: JSON.parse(d.bizActionJson), label: d.bizLabel || btn.textContent.trim() }, slug); } catch (_) { return undefined; }
  }
  if (d.bizAction) {
    const action = { type: d.bizAction };
    if (d.bizItem) action.item_id = d.bizItem;
    if (d.bizValue) action.value = d.bizValue;
    return ask({ action, label: d.bizLabel || btn.textContent.trim() }, slug);
  }
  if (d.bizText) return ask({ text: d.bizText }, slug);
  const w = widgetFor(slug);
  if (w) w.open();
  return undefined;
}

function unmount(host) {
  const w = host.__bizChat;
  if (!w) return;
  w.stopPolling();
  const i = widgets.indexOf(w);
  if (i >= 0) widgets.splice(i, 1);
  if (w.isOpen) document.documentElement.classList.remove('bz-chat-open');
}

if (!customElements.get('biz-chat')) {
  customElements.define('biz-chat', class extends HTMLElement {
    connectedCallback() { mount(this); }
    disconnectedCallback() { unmount(this); }
  });
}

function mountAll() {
  document.querySelectorAll('[data-biz-chat]').forEach(mount);
  // <div data-biz-chat> added or removed later (an integrator's own page) mounts and unmounts too
  new MutationObserver((changes) => {
    for (const c of changes) {
      for (const n of c.addedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.matches('[data-biz-chat]')) mount(n);
        n.querySelectorAll('[data-biz-chat]').forEach(mount);
      }
      for (const n of c.removedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.matches('[data-biz-chat]')) unmount(n);
        n.querySelectorAll('[data-biz-chat]').forEach(unmount);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();

document.addEventListener('click', (e) => {
  const btn = e.target instanceof Element ? e.target.closest('[data-biz-ask]') : null;
  if (!btn) return;
  e.preventDefault();
  askFromButton(btn);
});

document.addEventListener('keydown', (e) => {
  // Escape closes an open chat even when the focus fell back to the page body
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  const w = widgets.find((x) => x.isOpen);
  if (w) w.close();
});

document.addEventListener('biz:ask', (e) => {
  const d = e.detail || {};
  ask(d, d.slug);
});

window.bizChat = {
  ask,
  open(slug) { const w = widgetFor(slug); if (w) w.open(); },
  close(slug) { const w = widgetFor(slug); if (w) w.close(); },
  get widgets() { return widgets.slice(); },
};
