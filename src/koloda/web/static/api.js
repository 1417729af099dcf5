// The server's HTTP API (docs/web-protocol.md) and the table's WebSocket client with
// reconnection (exponential backoff; on reconnect the hello carries the stored seat token).

import { lang } from './i18n.js';

export class ApiError extends Error {
  constructor(status, code, en, ru) {
    super(en || ru || code);
    this.status = status;
    this.code = code;
    this.en = en;
    this.ru = ru;
  }

  /** The message in the page's language. */
  text() {
    return (lang() === 'en' ? this.en || this.ru : this.ru || this.en) || this.code;
  }
}

async function request(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached.', 'Сервер недоступен.');
  }
  let data = null;
  const type = res.headers.get('content-type') || '';
  if (type.includes('json')) {
    try {
      data = await res.json();
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const err = data && typeof data === 'object' && data.error && typeof data.error === 'object' ? data.error : {};
    throw new ApiError(res.status, typeof err.code === 'string' ? err.code : `http_${res.status}`,
      typeof err.en === 'string' ? err.en : `The server answered ${res.status}.`,
      typeof err.ru === 'string' ? err.ru : `Ошибка сервера: ${res.status}.`);
  }
  if (data === null && !type.includes('json')) {
    throw new ApiError(res.status, 'not_json', 'The server sent no JSON.', 'Сервер прислал не JSON.');
  }
  return data;
}

export const api = {
  me: () => request('GET', '/api/me'),
  setMe: (name, language) => request('POST', '/api/me', language ? { name, lang: language } : { name }),
  games: () => request('GET', '/api/games'),
  library: () => request('GET', '/api/library'),
  createTable: (body) => request('POST', '/api/tables', body),
  join: (id, invite) => request('POST', `/api/tables/${encodeURIComponent(id)}/join`, { invite }),
  myTables: () => request('GET', '/api/tables/mine'),
  abandon: (id, token) => request('POST', `/api/tables/${encodeURIComponent(id)}/abandon`, token ? { token } : {}),
  records: (params) => request('GET', `/api/records?${new URLSearchParams(params)}`),
  record: (id) => request('GET', `/api/records/${encodeURIComponent(id)}`),
  recordStep: (id, n, seat) => request('GET', `/api/records/${encodeURIComponent(id)}/steps/${n}?${new URLSearchParams({ seat: seat ?? '', lang: lang() })}`),
  importRecord: (record) => request('POST', '/api/records', record),
  stats: (name) => request('GET', `/api/stats?${new URLSearchParams({ name })}`),
  rules: (game, language) => request('GET', `/api/rules/${encodeURIComponent(game)}?${new URLSearchParams({ lang: language || lang() })}`),
  patienceStats: () => request('GET', '/api/patience/stats'),
  tellings: () => request('GET', '/api/tellings'),
  tell: (key, params) => request('GET', `/api/tell/${encodeURIComponent(key)}?${new URLSearchParams(params)}`),
};

// --- seat tokens: localStorage["koloda.seats"] = {table id: token} ---

const SEATS = 'koloda.seats';

function readSeats() {
  try {
    const v = JSON.parse(localStorage.getItem(SEATS) || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

export function seatToken(tableId) {
  const tok = readSeats()[tableId];
  return typeof tok === 'string' ? tok : null;
}

export function saveSeatToken(tableId, token) {
  if (typeof token !== 'string' || !token) return;
  const all = readSeats();
  all[tableId] = token;
  try {
    localStorage.setItem(SEATS, JSON.stringify(all));
  } catch {
    /* storage full or disabled: the cookie still brings the seat back */
  }
}

export function forgetSeatToken(tableId) {
  const all = readSeats();
  if (!(tableId in all)) return;
  delete all[tableId];
  try {
    localStorage.setItem(SEATS, JSON.stringify(all));
  } catch {
    /* left as it was: the server refuses the old token anyway */
  }
}

// --- the table's WebSocket ---

/**
 * The state frame a `patch` makes of the last one (docs/web-protocol.md): its keys replace
 * the frame's, `picture` the picture's, `picture_items` the changed items of a picture's list
 * (by index), and `gone` / `picture_gone` name the keys removed.
 */
export function applyPatch(base, patch) {
  const out = { ...base, type: 'state' };
  const isObj = (x) => x && typeof x === 'object' && !Array.isArray(x);
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'picture' && isObj(v) && isObj(base.picture)) out.picture = { ...base.picture, ...v };
    else if (k !== 'type' && k !== 'gone' && k !== 'picture_gone' && k !== 'picture_items') out[k] = v;
  }
  if (isObj(patch.picture_items) && isObj(out.picture)) {
    out.picture = { ...out.picture };
    for (const [k, changes] of Object.entries(patch.picture_items)) {
      if (!Array.isArray(out.picture[k]) || !Array.isArray(changes)) continue;
      const list = out.picture[k].slice();
      for (const [i, x] of changes) list[i] = x;
      out.picture[k] = list;
    }
  }
  if (Array.isArray(patch.picture_gone) && isObj(out.picture)) {
    out.picture = { ...out.picture };
    for (const k of patch.picture_gone) delete out.picture[k];
  }
  for (const k of Array.isArray(patch.gone) ? patch.gone : []) delete out[k];
  return out;
}

/** The close code of a socket whose seat token a rejoin retired (docs/web-protocol.md). */
const SEAT_RETIRED = 4409;

/**
 * One table's connection. handlers: {onFrame(frame), onStatus('connecting'|'open'|'closed'|'retry', info)}.
 * Reconnects with exponential backoff (0.5 s doubling up to 15 s, each wait drawn from its
 * upper half) until close() is called.
 */
export class TableSocket {
  constructor(tableId, handlers) {
    this.tableId = tableId;
    this.handlers = handlers;
    this.ws = null;
    this.closed = false;
    this.delay = 500;
    this.retryTimer = null;
    this.pingTimer = null;
    this.queue = [];
    this.base = null; // the last state frame, which a patch frame changes
    this.connect();
  }

  url() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${proto}//${location.host}/ws/${encodeURIComponent(this.tableId)}`;
  }

  connect() {
    if (this.closed) return;
    this.handlers.onStatus?.('connecting');
    let ws;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.addEventListener('open', () => {
      this.delay = 500;
      this.helloToken = seatToken(this.tableId);
      this.base = null; // a new connection starts from a whole state frame
      ws.send(JSON.stringify({ type: 'hello', token: this.helloToken, lang: lang(), patch: true }));
      const pending = this.queue;
      this.queue = [];
      for (const f of pending) ws.send(JSON.stringify(f));
      this.handlers.onStatus?.('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), 25000);
    });
    ws.addEventListener('message', (ev) => {
      if (this.ws !== ws) return; // a late frame of a socket already replaced
      let frame;
      try {
        frame = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (!frame || typeof frame !== 'object' || typeof frame.type !== 'string') return;
      if (frame.type === 'error' && frame.code === 'bad_token' && this.helloToken) {
        // the stored token is no longer the seat's (opened again elsewhere, or a new
        // table): forget it unless another tab has stored a newer one meanwhile, and say
        // hello again as the cookie says
        if (seatToken(this.tableId) === this.helloToken) forgetSeatToken(this.tableId);
        this.helloToken = null;
        ws.send(JSON.stringify({ type: 'hello', token: null, lang: lang(), patch: true }));
        return;
      }
      if (frame.type === 'patch') {
        if (!this.base) {
          // a patch comes only after a state frame; were one ever lost, a new connection
          // starts again from a whole frame
          ws.close();
          return;
        }
        frame = applyPatch(this.base, frame);
      }
      if (frame.type === 'state') this.base = frame;
      this.handlers.onFrame?.(frame);
    });
    ws.addEventListener('close', (ev) => {
      clearInterval(this.pingTimer);
      if (this.ws === ws) this.ws = null;
      if (ev.code === SEAT_RETIRED) {
        // the seat was opened again elsewhere: this page's token is dead, and a retry
        // would only be refused; the person may reconnect. Storage is not touched here:
        // the tab that took the seat may be storing its new token at this very moment,
        // and another tab's view of localStorage can lag, so a delete now could erase it.
        // A reconnect greets with whatever is stored; a dead token is answered
        // `bad_token`, and then forgotten (above).
        this.handlers.onStatus?.('retired');
        return;
      }
      if (!this.closed) this.scheduleRetry();
    });
    ws.addEventListener('error', () => {
      /* 'close' follows and schedules the retry */
    });
  }

  scheduleRetry() {
    if (this.closed) return;
    // half the delay plus a random half: after a server restart every open page
    // reconnects, and pages that all waited the same would all greet in the same instant
    const wait = Math.round(this.delay / 2 + Math.random() * this.delay / 2);
    this.delay = Math.min(this.delay * 2, 15000);
    this.handlers.onStatus?.('retry', { ms: wait });
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  /** Send a frame; while disconnected, acts are dropped (their version would be stale)
   * and other frames wait for the next connection. Returns whether it went out now. */
  send(frame) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(frame));
      return true;
    }
    if (!['act', 'ping', 'undo', 'redo', 'restart'].includes(frame.type)) this.queue.push(frame);
    return false;
  }

  /** Reconnect now (a user's "retry" or the page coming back online). */
  retryNow() {
    if (this.closed || (this.ws && this.ws.readyState <= WebSocket.OPEN)) return;
    clearTimeout(this.retryTimer);
    this.delay = 500;
    this.connect();
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    if (this.ws) this.ws.close();
    this.ws = null;
  }
}

// --- invites of the tables this browser created (to show the link again at the table) ---

const INVITES = 'koloda.invites';

export function rememberInvite(tableId, invite) {
  if (typeof invite !== 'string' || !invite) return;
  let all = {};
  try {
    all = JSON.parse(localStorage.getItem(INVITES) || '{}') || {};
  } catch {
    all = {};
  }
  all[tableId] = invite;
  try {
    localStorage.setItem(INVITES, JSON.stringify(all));
  } catch {
    /* not kept: the lobby showed the link once */
  }
}

export function storedInvite(tableId) {
  try {
    const v = (JSON.parse(localStorage.getItem(INVITES) || '{}') || {})[tableId];
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}
