// The table page: one WebSocket, the common frame (seats with names and whose turn, the
// banner, the hand, the action bar with every legal move, the log) and the family view
// (views/*.js) that draws the middle of the table and the game's own panels.
//
// Legal moves come from the frame's `legal` list only: a hand card is playable when some
// action's text names it first ("play QH", "beat 8S on 7S", "give QH 2", "attack #3").

import { t, tOr, lang } from './i18n.js';
import { TableSocket, storedInvite } from './api.js';
import { h, arr, obj, isInt, richText, icon } from './util.js';
import { cardNode, cardTokens, cardName, parseCard, sortHand, suitNode } from './cards.js';
import { click as clickSound, animMs } from './settings.js';
import * as tysyacha from './views/tysyacha.js';
import * as durak from './views/durak.js';
import * as maumau from './views/maumau.js';
import * as patience from './views/patience.js';

const VIEWS = { tysyacha, durak, czech: maumau, 101: maumau };

/** The family view of a game: by its key, or by the observation's family (every
 * solitaire shares one view, whatever its key). */
export function viewFor(game, obs) {
  return VIEWS[game] || (obj(obs).family === 'patience' ? patience : genericView);
}

/** A view for a game this page does not know: the hand and the moves still work. */
const genericView = {
  render(ctx) {
    const center = h('div', { class: 'generic-center' });
    const obs = ctx.obs;
    for (const k of ['trick', 'table', 'top']) {
      const v = obs[k];
      if (typeof v === 'string') center.append(ctx.tableCard(v));
      else if (Array.isArray(v)) for (const x of v.flat(2)) if (typeof x === 'string' && (parseCard(x) || x === '?')) center.append(ctx.tableCard(x));
    }
    return { center };
  },
};

export function seatName(table, seat) {
  const names = arr(obj(table).names);
  const raw = names[seat];
  const base = typeof raw === 'string' && raw ? raw : t('seat.default', { n: seat + 1 });
  return base;
}

export function mount(root, params, app) {
  const id = params.id;
  const st = {
    frame: null, log: [], version: null, conn: 'connecting', retryMs: 0, pending: false,
    lastStep: -1, hintText: null, digits: '', digitTimer: null, pickedMove: null,
    menu: null, store: {}, felt: new Set(), prevFelt: new Set(), renders: 0, suppressClick: false,
    pendingTimer: null, firstFrame: true,
  };
  const page = h('div', { class: 'table-page', testid: 'table-page' });
  root.append(page);
  page.append(h('p', { class: 'loading' }, t('table.connecting')));

  const sock = new TableSocket(id, {
    onFrame(frame) {
      if (frame.type === 'state') onState(frame);
      else if (frame.type === 'error') {
        setPending(false);
        st.store.hintWaiting = undefined;
        const msg = typeof frame.message === 'string' && frame.message ? frame.message : t('error.generic');
        if (frame.code !== 'stale') app.toast(msg);
        render();
      } else if (frame.type === 'notice') {
        // another seat used a hint (its kind only): everyone at the table is told
        if (typeof frame.message === 'string' && frame.message) {
          app.toast(frame.message);
          app.announce(frame.message);
        }
      } else if (frame.type === 'hint') {
        st.store.hintWaiting = undefined;
        st.hintText = typeof frame.text === 'string' ? frame.text : '';
        app.announce(st.hintText);
        render();
      }
    },
    onStatus(status, info) {
      st.conn = status;
      st.retryMs = info?.ms || 0;
      if (status !== 'open') setPending(false);
      renderConn();
    },
  });

  function setPending(on) {
    st.pending = on;
    clearTimeout(st.pendingTimer);
    if (on) st.pendingTimer = setTimeout(() => { st.pending = false; render(); }, 8000);
  }

  function onState(frame) {
    const since = frame.since;
    const incoming = arr(frame.log).filter((e) => e && typeof e === 'object');
    // `since`: how many entries of the log this connection already holds (0: the whole log)
    if (isInt(since) && since > 0 && !st.firstFrame && since <= st.log.length) st.log = st.log.slice(0, since).concat(incoming);
    else st.log = incoming;
    const fresh = st.firstFrame ? [] : incoming.filter((e) => isInt(e.step) && e.step > st.lastStep);
    const maxStep = st.log.reduce((m, e) => (isInt(e.step) && e.step > m ? e.step : m), -1);
    if (maxStep < st.lastStep) st.hintText = null; // an undo
    st.lastStep = maxStep;
    st.firstFrame = false;
    st.frame = frame;
    st.version = frame.version;
    setPending(false);
    closeMenu();
    st.pickedMove = null;
    if (fresh.length) {
      clickSound();
      const table = obj(frame.table);
      app.announce(fresh.map((e) => entryText(e, table)).join('. '));
    }
    render();
    if (frame.over && !st.announcedOver) {
      st.announcedOver = true;
      app.announce(resultText(frame));
    }
  }

  function entryText(e, table) {
    const who = isInt(e.actor) ? seatName(table, e.actor) : '';
    const parts = [who ? `${who}: ${e.text ?? ''}` : String(e.text ?? '')];
    for (const ev of arr(e.events)) parts.push(String(ev));
    return parts.join('. ');
  }

  // --- acting ---

  function act(i) {
    const f = st.frame;
    const move = arr(f?.legal)[i];
    if (!move || st.pending) return;
    closeMenu();
    const frame = { type: 'act', version: isInt(st.version) ? st.version : 0 };
    if (isInt(move.action)) frame.action = move.action;
    else frame.text = String(move.text ?? '');
    if (sock.send(frame)) {
      setPending(true);
      render();
    } else app.toast(t('table.offline'));
  }

  function undo() {
    if (!sock.send(isInt(st.version) ? { type: 'undo', version: st.version } : { type: 'undo' })) app.toast(t('table.offline'));
  }

  function redo() {
    if (!sock.send(isInt(st.version) ? { type: 'redo', version: st.version } : { type: 'redo' })) app.toast(t('table.offline'));
  }

  function sendHint(request) {
    if (!sock.send({ type: 'hint', request })) app.toast(t('table.offline'));
  }

  // --- the move menu (a card with several actions, or a suit to name) ---

  function closeMenu() {
    if (st.menu) {
      st.menu.remove();
      st.menu = null;
      document.removeEventListener('pointerdown', outsideMenu, true);
    }
  }

  function outsideMenu(e) {
    if (st.menu && !st.menu.contains(e.target)) closeMenu();
  }

  function openMenu(anchor, indices, title) {
    closeMenu();
    const legal = arr(st.frame?.legal);
    const suitOnly = indices.every((i) => / suit [SCDH]$/.test(String(legal[i]?.text ?? '')));
    const items = indices.map((i) => {
      const move = legal[i];
      const m = / suit ([SCDH])$/.exec(String(move.text ?? ''));
      if (suitOnly && m) {
        return h('button', { type: 'button', role: 'menuitem', class: 'menu-item suit-choice', testid: `suit-${m[1]}`, 'data-move': i + 1,
          title: move.label, 'aria-label': String(move.label ?? m[1]), onclick: () => act(i) }, suitNode(m[1]), h('span', { class: 'suit-choice-name' }, t(`suit.${m[1]}`)));
      }
      return h('button', { type: 'button', role: 'menuitem', class: 'menu-item', testid: `menu-${i + 1}`, onclick: () => act(i) },
        h('span', { class: 'move-no' }, i + 1), h('span', { class: 'move-label' }, richText(move.label ?? move.text)));
    });
    const menu = h('div', { class: `move-menu${suitOnly ? ' suit-picker' : ''}`, role: 'menu', 'aria-label': title, testid: suitOnly ? 'suit-picker' : 'card-menu',
      onkeydown: (e) => {
        const list = [...menu.querySelectorAll('.menu-item')];
        const k = list.indexOf(document.activeElement);
        if (e.key === 'Escape') { e.preventDefault(); closeMenu(); anchor.focus?.(); }
        else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') { e.preventDefault(); list[(k + 1) % list.length]?.focus(); }
        else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') { e.preventDefault(); list[(k - 1 + list.length) % list.length]?.focus(); }
      } },
    h('div', { class: 'menu-title' }, suitOnly ? t('table.name_suit') : title), h('div', { class: 'menu-items' }, ...items),
    h('button', { type: 'button', class: 'menu-cancel', testid: 'menu-cancel', onclick: () => { closeMenu(); anchor.focus?.(); } }, t('common.cancel')));
    page.append(menu);
    const r = anchor.getBoundingClientRect();
    const pr = page.getBoundingClientRect();
    const mw = Math.min(menu.offsetWidth || 240, page.clientWidth - 8);
    let left = r.left - pr.left + r.width / 2 - mw / 2;
    left = Math.max(4, Math.min(left, page.clientWidth - mw - 4));
    menu.style.left = `${left}px`;
    const mh = menu.offsetHeight || 120;
    const top = r.top - pr.top - mh - 8;
    menu.style.top = `${top < 0 ? r.bottom - pr.top + 8 : top}px`;
    st.menu = menu;
    setTimeout(() => document.addEventListener('pointerdown', outsideMenu, true), 0);
    menu.querySelector('.menu-item')?.focus();
  }

  /** Play a hand card: the one action, or a menu of its actions' labels. */
  function playCard(key, anchor, indices) {
    if (!indices.length) return;
    if (indices.length === 1) act(indices[0]);
    else openMenu(anchor, indices, cardName(key));
  }

  // --- drag a card onto the table (pointer events: mouse, pen and touch) ---

  function startDrag(e, key, node, indices) {
    if (e.button !== undefined && e.button !== 0) return;
    const start = { x: e.clientX, y: e.clientY };
    let ghost = null;
    const move = (ev) => {
      if (!ghost) {
        if (Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 8) return;
        const r = node.getBoundingClientRect();
        ghost = node.cloneNode(true);
        ghost.classList.add('drag-ghost');
        ghost.removeAttribute('data-testid');
        ghost.style.width = `${r.width}px`;
        ghost.style.height = `${r.height}px`;
        document.body.append(ghost);
        page.classList.add('dragging');
        node.classList.add('drag-source');
      }
      ghost.style.left = `${ev.clientX}px`;
      ghost.style.top = `${ev.clientY}px`;
      const over = dropTarget(ev.clientX, ev.clientY);
      for (const el of page.querySelectorAll('.drop-over')) if (el !== over) el.classList.remove('drop-over');
      over?.classList.add('drop-over');
    };
    const up = (ev) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      if (!ghost) return;
      ghost.remove();
      page.classList.remove('dragging');
      node.classList.remove('drag-source');
      for (const el of page.querySelectorAll('.drop-over')) el.classList.remove('drop-over');
      st.suppressClick = true;
      setTimeout(() => { st.suppressClick = false; }, 0);
      if (ev.type === 'pointercancel') return;
      const target = dropTarget(ev.clientX, ev.clientY);
      if (!target) return;
      const legal = arr(st.frame?.legal);
      let chosen = indices;
      if (target.dataset.dropCard) {
        const onIt = indices.filter((i) => cardTokens(legal[i]?.text)[1] === target.dataset.dropCard);
        if (onIt.length) chosen = onIt;
      } else if (target.dataset.dropSeat !== undefined) {
        const seat = target.dataset.dropSeat;
        const toSeat = indices.filter((i) => /^give /.test(String(legal[i]?.text)) && String(legal[i].text).trim().split(/\s+/).pop() === seat);
        if (toSeat.length) chosen = toSeat;
        else return;
      }
      playCard(key, node, chosen);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }

  function dropTarget(x, y) {
    const el = document.elementFromPoint(x, y);
    return el ? el.closest('[data-drop-card], [data-drop-seat], [data-drop]') : null;
  }

  // --- keyboard: number keys pick a move, Enter plays it; arrows move among the cards ---

  function onKey(e) {
    if (!st.frame || e.ctrlKey || e.metaKey || e.altKey) return;
    const tag = (e.target?.tagName || '').toLowerCase();
    if (['input', 'select', 'textarea'].includes(tag) || e.target?.isContentEditable) return;
    if (document.querySelector('dialog[open]')) return;
    if (/^[0-9]$/.test(e.key)) {
      const count = arr(st.frame.legal).length;
      if (!count) return;
      e.preventDefault();
      st.digits = (st.digits + e.key).replace(/^0+/, '');
      clearTimeout(st.digitTimer);
      st.digitTimer = setTimeout(() => { st.digits = ''; }, 1200);
      let n = Number(st.digits);
      if (n > count) {
        st.digits = e.key === '0' ? '' : e.key;
        n = Number(st.digits);
      }
      if (n >= 1 && n <= count) {
        const btn = page.querySelector(`[data-testid="move-${n}"]`);
        if (btn) {
          st.pickedMove = n;
          for (const b of page.querySelectorAll('.move.picked')) b.classList.remove('picked');
          btn.classList.add('picked');
          const folded = btn.closest('details');
          if (folded && !folded.open) folded.open = true;
          btn.scrollIntoView({ block: 'nearest' });
          btn.focus();
          app.announce(t('table.picked', { n, label: arr(st.frame.legal)[n - 1]?.label ?? '' }));
        }
      }
    } else if (e.key === 'Escape') {
      closeMenu();
    } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && e.target?.closest?.('.hand')) {
      const cards = [...page.querySelectorAll('.hand .hand-card')];
      const k = cards.indexOf(e.target.closest('.hand-card'));
      if (k >= 0) {
        e.preventDefault();
        const next = cards[(k + (e.key === 'ArrowRight' ? 1 : -1) + cards.length) % cards.length];
        for (const c of cards) c.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
        st.focusCard = next.dataset.key;
      }
    }
  }
  document.addEventListener('keydown', onKey);
  const onResize = () => fitHand();
  window.addEventListener('resize', onResize);

  // --- rendering ---

  function renderConn() {
    const el = page.querySelector('[data-testid="conn"]');
    if (!el) return;
    el.className = `conn conn-${st.conn}`;
    el.textContent = st.conn === 'open' ? t('table.online')
      : st.conn === 'retry' ? t('table.retrying', { s: Math.max(1, Math.round(st.retryMs / 1000)) })
        : st.conn === 'retired' ? t('table.retired')
          : t('table.connecting');
    if (st.conn === 'retry' || st.conn === 'retired') {
      el.append(' ', h('button', { type: 'button', class: 'btn btn-small', testid: 'reconnect', onclick: () => sock.retryNow() }, t('table.reconnect_now')));
    }
  }

  function moveButton(i, opts = {}) {
    const move = arr(st.frame?.legal)[i];
    const n = i + 1;
    const btn = h('button', {
      type: 'button', class: `move${opts.cls ? ' ' + opts.cls : ''}${st.pickedMove === n ? ' picked' : ''}`,
      testid: `move-${n}`, 'data-move': n, 'aria-disabled': st.pending ? 'true' : undefined,
      title: String(move?.text ?? ''), onclick: () => { if (!st.pending) act(i); },
    }, h('span', { class: 'move-no', 'aria-hidden': 'true' }, n), h('span', { class: 'move-label' }, opts.content ?? richText(move?.label ?? move?.text ?? '')));
    if (!opts.content) btn.setAttribute('aria-label', `${n}. ${move?.label ?? move?.text ?? ''}`);
    return btn;
  }

  function tableCard(text, opts = {}) {
    const key = `${opts.slot ?? ''}:${text}`;
    const node = cardNode(text, { size: opts.size || 'md', testid: opts.testid, cls: opts.cls });
    if (st.renders > 0 && !st.prevFelt.has(key) && animMs() > 0 && text !== null) node.classList.add('card-enter');
    st.felt.add(key);
    return node;
  }

  function render() {
    const frame = st.frame;
    if (!frame) return;
    const focused = document.activeElement?.dataset?.testid;
    const scrollLog = page.querySelector('.log-list');
    const logAtBottom = !scrollLog || scrollLog.scrollTop + scrollLog.clientHeight >= scrollLog.scrollHeight - 8;
    closeMenu();
    const table = obj(frame.table);
    const obs = obj(frame.obs);
    const legal = arr(frame.legal);
    const game = typeof table.game === 'string' ? table.game : typeof obs.game === 'string' ? obs.game : '';
    const players = isInt(table.players) ? table.players : isInt(obs.players) ? obs.players : arr(table.names).length;
    const me = isInt(table.you) ? table.you : null;
    const toMove = isInt(frame.to_move) ? frame.to_move : null;
    const names = Array.from({ length: players }, (_, s) => seatName(table, s));
    const view = viewFor(game, obs);
    st.prevFelt = st.felt;
    st.felt = new Set();

    // hand keys and which legal actions each card starts
    const handRaw = arr(obs.hand).filter((x) => typeof x === 'string');
    const hasSlots = legal.some((m) => cardTokens(m.text)[0]?.startsWith('#')) || (!handRaw.length && isInt(obs.hand_slots) && obs.hand_slots > 0 && arr(obs.variants).includes('reverse'));
    let handKeys;
    if (hasSlots && !handRaw.length) handKeys = Array.from({ length: obs.hand_slots || 0 }, (_, k) => `#${k + 1}`);
    else handKeys = view.handOrder ? view.handOrder(handRaw, obs) : sortHand(handRaw, obs.trump);
    const handSet = new Set(handKeys);
    const byCard = new Map();
    legal.forEach((m, i) => {
      const first = cardTokens(m?.text)[0];
      if (first && handSet.has(first)) {
        if (!byCard.has(first)) byCard.set(first, []);
        byCard.get(first).push(i);
      }
    });
    const ctx = {
      frame, obs, table, legal, me, toMove, players, names, game, byCard, store: st.store,
      hintText: st.hintText, pending: st.pending,
      moveButton, tableCard, cardNode, playCard, lang: lang(),
      // hints show cards: off at a table of several people unless its creator allowed them
      sendHint: obj(table.options).hints === false ? null : sendHint,
      act, app, rerender: render, announce: app.announce, toast: app.toast,
      send: (f) => { if (!sock.send(f)) app.toast(t('table.offline')); },
      clearHint: () => { st.hintText = null; },
      name: (s) => (isInt(s) && s >= 0 && s < names.length ? names[s] : '—'),
    };
    let out = {};
    try {
      out = view.render(ctx) || {};
    } catch (err) {
      console.error(err);
      out = genericView.render(ctx);
    }
    const claimed = out.claimed instanceof Set ? out.claimed : new Set();

    // header: game, connection, status, undo
    const over = !!frame.over;
    let status;
    if (over) status = out.resultTitle || t('table.over');
    else if (toMove === null || out.statusOnly) status = out.status || '';
    else if (toMove === me) status = t('table.your_move') + (out.status ? ` — ${out.status}` : '');
    else status = t('table.to_move', { name: ctx.name(toMove) }) + (out.status ? ` — ${out.status}` : '');
    const head = h('header', { class: 'table-head' },
      h('h1', { class: 'table-title' }, (typeof table.title === 'string' && table.title) || app.gameTitle(game) || game, out.title ? h('small', {}, ' · ', out.title) : null),
      h('span', { class: 'conn', testid: 'conn', role: 'status' }),
      h('p', { class: `status${toMove !== null && toMove === me && !over ? ' status-mine' : ''}`, testid: 'status', 'aria-live': 'off' }, richText(status)),
      h('div', { class: 'head-tools' },
        frame.can_undo && !out.ownUndo ? h('button', { type: 'button', class: 'btn', testid: 'undo', onclick: undo, title: t('table.undo_hint') }, '↶ ', t('table.undo')) : null,
        frame.can_redo && !out.ownUndo ? h('button', { type: 'button', class: 'btn', testid: 'redo', onclick: redo, title: t('table.redo_hint') }, '↷ ', t('table.redo')) : null,
        h('a', { class: 'btn btn-ghost', href: `#/rules/${encodeURIComponent(game)}`, testid: 'table-rules' }, t('nav.rules')),
        h('a', { class: 'btn btn-ghost', href: '#/', testid: 'leave' }, t('table.leave'))));

    // seats
    const seatBox = (s) => {
      const seat = obj(arr(table.seats)[s]);
      const isComp = seat.kind === 'computer';
      const sizes = arr(obs.hand_sizes);
      const info = out.seatInfo ? arr(out.seatInfo(s)) : [];
      const turn = toMove === s && !over;
      const box = h('div', {
        class: `seat${turn ? ' seat-turn' : ''}${s === me ? ' seat-me' : ''}`, testid: `seat-${s}`,
        'aria-current': turn ? 'true' : undefined, 'data-seat': s,
        'data-drop-seat': out.dropSeats?.has?.(s) ? String(s) : undefined,
      },
      h('div', { class: 'seat-name' },
        isComp ? icon('robot', t('lobby.computer')) : h('span', { class: `dot ${seat.connected ? 'dot-on' : 'dot-off'}`, title: seat.connected ? t('table.connected') : t('table.disconnected'), 'aria-label': seat.connected ? t('table.connected') : t('table.disconnected'), role: 'img' }),
        h('strong', {}, names[s]), s === me && names[s].toLowerCase() !== t('seat.you').toLowerCase() ? h('span', { class: 'you' }, ` (${t('seat.you')})`) : null,
        isComp && seat.agent ? h('small', { class: 'muted' }, ` ${tOr(`agent.${seat.agent}`, seat.agent)}`) : null),
      turn ? h('div', { class: 'turn-mark' }, t('table.turn_mark')) : null,
      s !== me && isInt(sizes[s]) ? h('div', { class: 'seat-cards', 'aria-label': t('table.cards_n', { n: sizes[s] }) },
        h('span', { class: 'mini-backs', 'aria-hidden': 'true' }, ...Array.from({ length: Math.min(sizes[s], 8) }, () => h('span', { class: 'mini-back' }))),
        h('span', { class: 'count' }, sizes[s])) : null,
      info.length ? h('div', { class: 'seat-info' }, ...info) : null);
      return box;
    };
    const others = [];
    for (let k = 1; k <= players; k++) {
      const s = me === null ? k - 1 : (me + k) % players;
      if (s !== me) others.push(s);
    }
    const opponents = out.solo ? null : h('div', { class: `opponents n${others.length}` }, ...others.map(seatBox));

    // banner: what just happened since my last move (at most five moves)
    const recent = [];
    for (let k = st.log.length - 1; k >= 0 && recent.length < 5; k--) {
      const e = st.log[k];
      recent.unshift(e);
      if (me !== null && e.actor === me) break;
    }
    const banner = out.banner !== undefined ? out.banner
      : recent.length ? h('ol', { class: 'banner-list' }, ...recent.map((e, k) => h('li', { class: k === recent.length - 1 ? 'banner-last' : '' },
        h('strong', {}, isInt(e.actor) ? ctx.name(e.actor) : ''), isInt(e.actor) ? ': ' : '',
        richText(e.text ?? ''), e.forced ? h('small', { class: 'muted' }, ` (${t('table.forced')})`) : null,
        ...arr(e.events).map((ev) => h('div', { class: 'banner-event' }, richText(ev)))))) : null;

    const felt = h('div', { class: 'felt', testid: 'table-area', 'data-drop': 'table' },
      banner ? h('div', { class: 'banner', testid: 'banner' }, banner) : null,
      over ? resultPanel(frame, ctx, out) : null,
      h('div', { class: 'felt-center' }, out.center || null));

    // my hand
    let handArea = null;
    if (me !== null && !out.solo) {
      const sizes = arr(obs.hand_sizes);
      const extraBacks = handKeys.length ? Math.max(0, (isInt(sizes[me]) ? sizes[me] : 0) - handKeys.length) : (isInt(sizes[me]) ? sizes[me] : 0);
      const anyPlayable = byCard.size > 0;
      const handEl = h('div', { class: `hand${anyPlayable ? ' has-playable' : ''}`, testid: 'hand', role: 'group', 'aria-label': out.handTitle || t('table.your_cards') });
      let firstTab = true;
      handKeys.forEach((key) => {
        const idx = byCard.get(key) || [];
        const playable = idx.length > 0;
        const label = cardName(key) + (playable ? `, ${t('table.playable')}` : '');
        const node = h('button', {
          type: 'button', class: `hand-card${playable ? ' playable' : anyPlayable ? ' dim' : ''}`,
          testid: key.startsWith('#') ? `card-slot-${key.slice(1)}` : `card-${key}`, 'data-key': key,
          'aria-label': label, 'aria-disabled': playable ? undefined : 'true',
          tabindex: (st.focusCard ? st.focusCard === key : firstTab) ? 0 : -1,
          onclick: () => { if (st.suppressClick || st.pending) return; if (playable) playCard(key, node, idx); },
          onpointerdown: (e) => { if (playable && !st.pending) startDrag(e, key, node, idx); },
        }, cardNode(key.startsWith('#') ? key : key, { size: 'lg' }));
        node.querySelector('.card')?.removeAttribute('role');
        node.querySelector('.card')?.removeAttribute('aria-label');
        if (node.tabIndex === 0) firstTab = false;
        handEl.append(node);
      });
      for (let k = 0; k < extraBacks; k++) handEl.append(h('span', { class: 'hand-card back-only' }, cardNode('?', { size: 'lg' })));
      if (!handKeys.length && !extraBacks) handEl.append(h('p', { class: 'muted' }, out.emptyHand || t('table.no_cards')));
      handArea = h('section', { class: 'my-area', 'aria-label': t('table.your_cards') },
        h('div', { class: 'my-line' }, seatBox(me), out.handNote ? h('div', { class: 'hand-note' }, out.handNote) : null),
        handEl);
    }

    // the action bar: the view's own controls, then every other legal move in list order
    const rest = [];
    legal.forEach((m, i) => { if (!claimed.has(i)) rest.push(i); });
    const cardMoves = rest.filter((i) => byCard.has(cardTokens(legal[i]?.text)[0]));
    const wordMoves = rest.filter((i) => !cardMoves.includes(i));
    const bar = out.solo ? null : h('section', { class: `action-bar${st.pending ? ' pending' : ''}`, testid: 'actions', 'aria-label': t('table.moves'), tabindex: -1 },
      out.controls || null,
      wordMoves.length ? h('div', { class: 'moves moves-words', role: 'group', 'aria-label': t('table.moves') }, ...wordMoves.map((i) => moveButton(i, { cls: 'move-word' }))) : null,
      cardMoves.length ? h('details', { class: 'moves-cards', open: true },
        h('summary', {}, t('table.card_moves', { n: cardMoves.length })),
        h('div', { class: 'moves', role: 'group' }, ...cardMoves.map((i) => moveButton(i, { cls: 'move-card' })))) : null,
      !legal.length && !over ? h('p', { class: 'muted wait' }, me === null ? t('table.spectating') : toMove === null ? '' : t('table.waiting', { name: ctx.name(toMove) })) : null,
      legal.length ? h('p', { class: 'kbd-help muted' }, t('table.keys_help')) : null);

    // side: the view's panels, hints, invite, the log
    const logList = h('ol', { class: 'log-list' }, ...st.log.map((e) => h('li', { 'data-step': e.step },
      h('span', { class: 'log-who' }, isInt(e.actor) ? ctx.name(e.actor) : ''), isInt(e.actor) ? ': ' : '',
      richText(e.text ?? ''), e.forced ? h('small', { class: 'muted' }, ` (${t('table.forced')})`) : null,
      ...arr(e.events).map((ev) => h('div', { class: 'log-event' }, richText(ev))))));
    const side = h('aside', { class: 'table-side' },
      st.hintText && !out.ownHint ? h('section', { class: 'panel hint-panel', testid: 'hint-result' }, h('h2', {}, t('table.hint')), h('p', {}, richText(st.hintText)),
        h('button', { type: 'button', class: 'btn btn-small', onclick: () => { st.hintText = null; render(); } }, t('common.close'))) : null,
      invitePanel(table),
      hintsUsedPanel(frame, ctx),
      ...arr(out.panels),
      rulesPanel(table, game),
      h('section', { class: 'panel log-panel', testid: 'log', 'aria-label': t('table.log') }, h('h2', {}, t('table.log')), logList));

    const layout = h('div', { class: 'table-layout' },
      h('div', { class: 'table-main' }, opponents, felt, handArea, bar), side);
    page.className = `table-page game-${game}${over ? ' is-over' : ''}${out.solo ? ' is-solo' : ''}`;
    page.replaceChildren(head, layout);
    st.renders += 1;
    renderConn();
    fitHand();
    if (logAtBottom) logList.scrollTop = logList.scrollHeight;
    if (focused && /^move-\d+$/.test(focused)) {
      const again = st.pickedMove ? page.querySelector(`[data-testid="${focused}"]`) : null;
      (again || page.querySelector('[data-testid="actions"]'))?.focus({ preventScroll: true });
    } else if (focused) page.querySelector(`[data-testid="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  }

  /** Overlap the hand's cards when they do not fit on one line (phones, big hands). */
  function fitHand() {
    const hand = page.querySelector('.hand');
    const cards = hand ? [...hand.querySelectorAll('.hand-card')] : [];
    if (!hand || cards.length < 2) return;
    hand.style.removeProperty('--overlap');
    const cw = cards[0].offsetWidth;
    const avail = hand.clientWidth - 8;
    const need = cards.length * (cw + 3);
    if (need > avail) {
      const overlap = Math.min(cw * 0.62, (need - avail) / (cards.length - 1) + 3);
      hand.style.setProperty('--overlap', `${overlap}px`);
      hand.classList.add('fanned');
    } else hand.classList.remove('fanned');
  }

  /** At a table of several people, who used which kind of hint (never what it showed). */
  function hintsUsedPanel(frame, ctx) {
    const used = arr(frame.hints_used).filter((x) => x && isInt(x.seat));
    const people = arr(obj(frame.table).seats).filter((s) => obj(s).kind === 'human').length;
    if (!used.length || people <= 1) return null;
    return h('section', { class: 'panel hints-used', testid: 'hints-used' }, h('h2', {}, t('table.hints_used')),
      h('ul', {}, ...used.map((x) => h('li', {}, t('table.hint_used_line', { name: ctx.name(x.seat), kind: String(x.hint ?? '') })))));
  }

  function invitePanel(table) {
    const invite = storedInvite(id);
    if (typeof invite !== 'string') return null;
    const waiting = arr(table.seats).some((s, k) => obj(s).kind === 'human' && !obj(s).connected && k !== table.you);
    if (!waiting) return null;
    const link = `${location.origin}${location.pathname}#/join/${encodeURIComponent(id)}/${encodeURIComponent(invite)}`;
    return h('section', { class: 'panel' }, h('h2', {}, t('table.invite')),
      h('input', { type: 'text', readonly: true, value: link, 'aria-label': t('lobby.invite_label'), testid: 'table-invite-link', onfocus: (e) => e.target.select() }));
  }

  function rulesPanel(table, game) {
    const rules = obj(table.rules);
    const keys = Object.keys(rules);
    if (!keys.length) return null;
    return h('details', { class: 'panel rules-panel', testid: 'table-rules-list' },
      h('summary', {}, t('table.rules_changed', { n: keys.length })),
      h('ul', {}, ...keys.map((k) => h('li', {}, h('a', { href: `#/rules/${encodeURIComponent(game)}/${encodeURIComponent(k)}` }, h('code', {}, k)), ' = ', fmtValue(rules[k])))));
  }

  function fmtValue(v) {
    if (v === true) return t('common.on');
    if (v === false) return t('common.off');
    if (v === null) return t('lobby.off');
    return String(v);
  }

  function resultPanel(frame, ctx, out) {
    const won = out.resultTitle && !!obj(frame.result).won;
    return h('section', { class: `result${out.resultTitle ? (won ? ' result-won' : ' result-lost') : ''}`, testid: 'result', role: 'status' },
      h('h2', {}, out.resultTitle || t('table.over')), h('p', {}, richText(out.resultText ?? resultText(frame))),
      out.resultExtra || null,
      out.solo ? null : h('p', {}, h('a', { class: 'btn btn-primary', href: '#/' }, t('table.new_game')), ' ', h('a', { class: 'btn', href: '#/records' }, t('nav.records'))));
  }

  function resultText(frame) {
    const table = obj(frame.table);
    const result = obj(frame.result);
    const obs = obj(frame.obs);
    let winners = arr(frame.winners).filter(isInt);
    if (!winners.length) winners = arr(result.winners).filter(isInt);
    if (!winners.length && isInt(result.winner)) winners = [result.winner];
    if (!winners.length && arr(obs.winners).length) winners = arr(obs.winners).filter(isInt);
    if (!winners.length && isInt(obs.winner)) winners = [obs.winner];
    const parts = [];
    if (winners.length) parts.push(t(winners.length > 1 ? 'table.winners' : 'table.winner', { names: winners.map((s) => seatName(table, s)).join(', ') }));
    const fool = isInt(result.fool) ? result.fool : isInt(obs.fool) ? obs.fool : null;
    if (obs.game === 'durak' || table.game === 'durak') {
      parts.push(fool === null ? t('durak.draw') : t('durak.fool_is', { name: seatName(table, fool) }));
    }
    if (!parts.length) parts.push(t('table.over'));
    return parts.join('. ');
  }

  return {
    unmount() {
      sock.close();
      closeMenu();
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      clearTimeout(st.pendingTimer);
    },
    refresh(patch) {
      if (patch && 'lang' in patch) sock.send({ type: 'lang', lang: lang() });
      render();
    },
  };
}
