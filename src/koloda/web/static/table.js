// The table page: one WebSocket and the frame's table picture, drawn by picture.js for
// every game alike (no game's own JavaScript). The page itself keeps what is the table's,
// not the game's: the connection and versions, a move in flight, undo/redo/restart, hints,
// the log and its announcements, the result, a solitaire's clock and next deal. It fits
// one screen: the hand, the middle, the other seats, the status and the buttons; the move
// list, the sheet, the log and the rest fold into a side panel (a drawer on a phone).

import { t, lang } from './i18n.js';
import { api, TableSocket, storedInvite, saveSeatToken } from './api.js';
import { h, arr, obj, isInt, richText, icon, clockText } from './util.js';
import { click as clickSound, animMs } from './settings.js';
import { drawBoard, drawLast, drawSheet, fitBoard } from './picture.js';
import { Controls } from './controls.js';
import { snapshot, animate } from './motion.js';

/** A seat's name as the table calls it. */
export function seatName(table, seat) {
  const raw = arr(obj(table).names)[seat];
  return typeof raw === 'string' && raw ? raw : t('seat.default', { n: seat + 1 });
}

/** The frame's picture; a frame without one (an older server) still offers its moves. */
export function pictureOf(frame) {
  const pic = obj(frame.picture);
  if (Object.keys(pic).length) return pic;
  return { seats: [], zones: [], controls: arr(frame.legal).map((_, i) => ({ move: i, button: true })) };
}

let ticker = null;

function tick() {
  const clocks = document.querySelectorAll('[data-testid="timer"][data-base]');
  if (!clocks.length) {
    clearInterval(ticker);
    ticker = null;
    return;
  }
  for (const el of clocks) {
    const running = el.dataset.running === '1';
    const v = clockText(Number(el.dataset.base) + (running ? (performance.now() - Number(el.dataset.at)) / 1000 : 0));
    const out = el.querySelector('.pc-clock');
    if (out && out.textContent !== v) out.textContent = v;
  }
}

export function mount(root, params, app) {
  const id = params.id;
  const st = {
    frame: null, log: [], version: null, conn: 'connecting', retryMs: 0, pending: false,
    lastStep: -1, hintText: null, hintWaiting: null, pendingTimer: null, firstFrame: true,
    announcedOver: false, sideOpen: false, lastOpen: false, before: null, clock: null,
    stats: undefined, dealText: '', rematchBusy: false,
  };
  const page = h('div', { class: 'table-page', testid: 'table-page' });
  root.append(page);
  page.append(h('p', { class: 'loading' }, t('table.connecting')));

  const controls = new Controls({
    act, announce: (x) => app.announce(x), toast: (x) => app.toast(x, 'info'), pending: () => st.pending,
  });

  const sock = new TableSocket(id, {
    onFrame(frame) {
      if (frame.type === 'state') onState(frame);
      else if (frame.type === 'error') {
        setPending(false);
        st.hintWaiting = null;
        st.rematchBusy = false;
        const msg = typeof frame.message === 'string' && frame.message ? frame.message : t('error.generic');
        if (frame.code !== 'stale') app.toast(msg);
        render();
      } else if (frame.type === 'notice') {
        // another seat used a hint (its kind only): everyone at the table is told
        if (typeof frame.message === 'string' && frame.message) {
          app.toast(frame.message);
          app.announce(frame.message);
        }
      } else if (frame.type === 'rematch_offer' || frame.type === 'rematch_declined') {
        // someone offered, agreed to or declined another game: said to everyone at the table
        st.rematchBusy = false;
        const mine = isInt(frame.seat) && frame.seat === obj(st.frame?.table).you;
        if (typeof frame.message === 'string' && frame.message) {
          if (!mine) app.toast(frame.message, 'info');
          app.announce(frame.message);
        }
        render();
      } else if (frame.type === 'rematch_ready') {
        followRematch(frame.id, frame.token);
      } else if (frame.type === 'hint') {
        st.hintWaiting = null;
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
    const changed = st.version !== frame.version;
    if (maxStep < st.lastStep) st.hintText = null; // an undo
    if (changed && !st.hintWaiting && fresh.length) st.hintText = null; // a hint is about the position it was asked in
    st.lastStep = maxStep;
    st.firstFrame = false;
    st.frame = frame;
    st.version = frame.version;
    st.rematchBusy = false;
    setPending(false);
    controls.update(pictureOf(frame), arr(frame.legal));
    if (typeof frame.elapsed === 'number') {
      st.clock = { base: frame.elapsed, at: performance.now(), running: !frame.over };
    }
    if (fresh.length) {
      clickSound();
      app.announce(fresh.map((e) => entryText(e, obj(frame.table))).join('. '));
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
    const move = arr(st.frame?.legal)[i];
    if (!move || st.pending) return;
    const frame = { type: 'act', version: isInt(st.version) ? st.version : 0 };
    if (isInt(move.action)) frame.action = move.action;
    else frame.text = String(move.text ?? '');
    if (sock.send(frame)) {
      setPending(true);
      render();
    } else app.toast(t('table.offline'));
  }

  function send(type) {
    if (!sock.send(isInt(st.version) ? { type, version: st.version } : { type })) app.toast(t('table.offline'));
  }

  function askHint(request) {
    st.hintWaiting = request;
    if (!sock.send({ type: 'hint', request })) {
      st.hintWaiting = null;
      app.toast(t('table.offline'));
    }
    render();
  }

  // --- keyboard ---

  function onKey(e) {
    if (!st.frame || e.ctrlKey || e.metaKey || e.altKey) return;
    const tag = (e.target?.tagName || '').toLowerCase();
    if (['input', 'select', 'textarea'].includes(tag) || e.target?.isContentEditable) return;
    if (document.querySelector('dialog[open]')) return;
    if (e.key === 'Escape' && st.sideOpen) {
      st.sideOpen = false;
      render();
      e.preventDefault();
      return;
    }
    if (controls.key(e, page)) e.preventDefault();
  }
  document.addEventListener('keydown', onKey);
  let resizeTimer = null;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(fit, 60);
  };
  window.addEventListener('resize', onResize);

  // --- drawing ---

  function renderConn() {
    const el = page.querySelector('[data-testid="conn"]');
    if (!el) return;
    el.className = `conn conn-${st.conn}`;
    const text = st.conn === 'open' ? t('table.online')
      : st.conn === 'retry' ? t('table.retrying', { s: Math.max(1, Math.round(st.retryMs / 1000)) })
        : st.conn === 'retired' ? t('table.retired')
          : t('table.connecting');
    el.replaceChildren(h('span', { class: 'conn-text' }, text));
    el.title = text;
    if (st.conn === 'retry' || st.conn === 'retired') {
      el.append(' ', h('button', { type: 'button', class: 'btn btn-small', testid: 'reconnect', onclick: () => sock.retryNow() }, t('table.reconnect_now')));
    }
  }

  /** The one line at the top: the game's status, or whose move it is. Never "your move"
   * unless the server waits for this viewer (a forced move plays itself meanwhile). */
  function statusText(frame, pic, me) {
    if (frame.over) return t('table.over');
    const status = typeof pic.status === 'string' ? pic.status : '';
    if (status) return status;
    const thinking = arr(pic.seats).find((s) => s && s.thinking);
    const names = (s) => seatName(frame.table, s);
    if (me !== null && frame.waiting === me) return t('table.your_move');
    if (thinking) return t('pc.thinking_who', { name: names(thinking.seat) });
    if (isInt(frame.to_move) && frame.to_move !== me) return t('table.to_move', { name: names(frame.to_move) });
    return '';
  }

  function resultText(frame) {
    const table = obj(frame.table);
    const result = obj(frame.result);
    let winners = arr(frame.winners).filter(isInt);
    if (!winners.length) winners = arr(result.winners).filter(isInt);
    if (!winners.length && isInt(result.winner)) winners = [result.winner];
    if (!winners.length) return t('table.over');
    return t(winners.length > 1 ? 'table.winners' : 'table.winner', { names: winners.map((s) => seatName(table, s)).join(', ') });
  }

  function solo(frame) {
    return isInt(obj(frame.table).deal) && obj(frame.table).players === 1;
  }

  function resultPanel(frame, pic) {
    const result = obj(frame.result);
    const won = typeof result.won === 'boolean' ? result.won : null;
    const isSolo = solo(frame);
    const title = isSolo && won !== null ? t(won ? 'pat.won' : 'pat.lost') : t('table.over');
    const secs = isSolo && typeof frame.elapsed === 'number' ? clockText(frame.elapsed) : null;
    const status = typeof pic.status === 'string' ? pic.status : '';
    if (isSolo && st.stats === undefined) {
      st.stats = null;
      api.patienceStats().then((data) => { st.stats = obj(obj(data).games)[obj(frame.table).game] || null; render(); }).catch(() => {});
    }
    const deal = obj(frame.table).deal;
    const again = isSolo ? { note: null, buttons: [] } : rematchParts(frame);
    return h('section', { class: `result pc-result${won === null ? '' : won ? ' result-won' : ' result-lost'}`, testid: 'result', role: 'status' },
      h('h2', {}, title),
      isSolo ? null : h('p', {}, richText(resultText(frame))),
      status ? h('p', {}, richText(status)) : null,
      secs ? h('p', { class: 'muted' }, t('pat.time_is', { time: secs })) : null,
      isSolo && st.stats ? h('p', { class: 'muted', testid: 'patience-summary' }, summary(st.stats)) : null,
      again.note,
      h('p', { class: 'pc-result-actions' },
        ...(isSolo ? [h('button', { type: 'button', class: 'btn btn-primary', testid: 'result-new-deal', onclick: () => newDeal(null) }, t('pat.new_deal'))] : again.buttons),
        isSolo && isInt(deal) ? h('button', { type: 'button', class: 'btn', testid: 'result-same-deal', onclick: () => newDeal(deal) }, t('pat.same_deal')) : null,
        isSolo ? null : h('a', { class: 'btn', href: '#/', testid: 'result-lobby' }, t('table.new_game')),
        h('a', { class: 'btn', href: '#/records' }, t('nav.records'))));
  }

  // --- «ещё раз»: the same seats and rules once more ---

  /** What the end-of-game panel offers: alone with computers, one button that starts the
   * next game; with friends, an offer the others answer (who agreed is shown to all); a
   * spectator is told he will follow. The server says who agreed (frame.rematch). */
  function rematchParts(frame) {
    const r = frame.rematch && typeof frame.rematch === 'object' ? frame.rematch : null;
    if (!r) return { note: null, buttons: [] };
    const table = obj(frame.table);
    const me = isInt(table.you) ? table.you : null;
    const people = arr(table.seats).map((x, i) => (obj(x).kind === 'human' ? i : -1)).filter((i) => i >= 0);
    const agreed = arr(r.agreed).filter(isInt);
    const waiting = arr(r.waiting).filter(isInt);
    const names = (seats) => seats.map((x) => seatName(table, x)).join(', ');
    const busy = st.rematchBusy;
    const button = (testid, label, agree, primary) => h('button', {
      type: 'button', class: `btn${primary ? ' btn-primary' : ''}`, testid, disabled: busy,
      onclick: () => sendRematch(agree),
    }, label);
    if (typeof r.next === 'string' && r.next) {
      return { note: h('p', { testid: 'rematch-note' }, t('rematch.starting')),
        buttons: [h('button', { type: 'button', class: 'btn btn-primary', testid: 'rematch-follow', onclick: () => followRematch(r.next, null) }, t('rematch.follow'))] };
    }
    const offered = agreed.length
      ? h('p', { testid: 'rematch-note' }, t(agreed.length > 1 ? 'rematch.offered' : 'rematch.offered_one', { names: names(agreed) }),
        waiting.length ? ` · ${t('rematch.waiting', { names: names(waiting) })}` : '')
      : null;
    if (me === null) return { note: offered || h('p', { class: 'muted', testid: 'rematch-note' }, t('rematch.spectator')), buttons: [] };
    if (people.length <= 1) return { note: null, buttons: [button('rematch', t('rematch.again'), true, true)] };
    if (agreed.includes(me)) {
      return { note: h('p', { testid: 'rematch-note' }, t('rematch.you_agreed', { names: names(waiting) })),
        buttons: [button('rematch-withdraw', t('rematch.withdraw'), false, false)] };
    }
    if (agreed.length) {
      return { note: h('div', { class: 'pc-rematch-ask' }, h('h3', {}, t('rematch.ask')), offered),
        buttons: [button('rematch-agree', t('rematch.agree'), true, true), button('rematch-decline', t('rematch.decline'), false, false)] };
    }
    return { note: h('p', { class: 'muted', testid: 'rematch-note' }, t('rematch.others_asked')),
      buttons: [button('rematch', t('rematch.again'), true, true)] };
  }

  function sendRematch(agree) {
    const frame = agree ? { type: 'rematch' } : { type: 'rematch', agree: false };
    if (!sock.send(frame)) {
      app.toast(t('table.offline'));
      return;
    }
    st.rematchBusy = true;
    render();
  }

  /** The next table is made: this seat's token there is kept (the cookie would give the
   * seat back too), and the page moves on to it. */
  function followRematch(next, token) {
    if (typeof next !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(next)) return;
    saveSeatToken(next, token);
    app.navigate(`#/t/${encodeURIComponent(next)}`);
  }

  function summary(s) {
    const played = isInt(s.played) ? s.played : 0;
    const won = isInt(s.won) ? s.won : 0;
    const parts = [t('pat.s.played', { n: played }), t('pat.s.won', { n: won, pct: played ? Math.round((100 * won) / played) : 0 }),
      t('pat.s.streak', { n: s.streak ?? 0, best: s.best_streak ?? 0 })];
    if (typeof s.best_seconds === 'number') parts.push(t('pat.s.best_time', { time: clockText(s.best_seconds) }));
    if (isInt(s.fewest_moves)) parts.push(t('pat.s.fewest', { n: s.fewest_moves }));
    return parts.join(' · ');
  }

  /** Another deal of this solitaire (its rules); an unfinished deal with moves is given
   * up first by the server's rules (it counts as lost), once the person agrees. */
  async function newDeal(deal) {
    const frame = st.frame;
    const table = obj(frame.table);
    if (!frame.over && st.log.length && !confirm(t('pat.new_confirm'))) return;
    const body = {
      game: table.game, players: 1, seats: [{ kind: 'human' }], rules: { ...obj(table.rules) },
      options: { auto_forced: !!obj(table.options).auto_forced, undo: true, delay_ms: 0 },
    };
    if (isInt(deal)) body.deal = deal;
    try {
      const res = obj(await api.createTable(body));
      if (typeof res.id !== 'string') throw new Error('no id');
      saveSeatToken(res.id, res.token);
      app.navigate(`#/t/${encodeURIComponent(res.id)}`);
    } catch (err) {
      app.toast(err && err.text ? err.text() : t('error.generic'));
    }
  }

  function hintButtons(pic) {
    const waiting = st.hintWaiting !== null;
    return arr(pic.hints).filter((x) => x && typeof x.request === 'string').map((x) => {
      const left = isInt(x.left) ? x.left : null;
      const testid = x.request === '' ? 'hint' : `hint-${x.request.trim().replace(/\s+/g, '-')}`;
      return h('button', {
        type: 'button', class: 'btn btn-small pc-hint-btn', testid, disabled: waiting || left === 0 || st.pending,
        onclick: () => askHint(x.request), title: String(x.label ?? ''),
      }, icon('bulb'), ' ', String(x.label ?? ''), left !== null ? ` (${left})` : '');
    });
  }

  function hintBox() {
    if (st.hintWaiting === null && !st.hintText) return null;
    return h('div', { class: 'pc-hint', testid: 'hint-result', role: 'status' },
      h('span', { class: 'pc-hint-text' }, st.hintWaiting !== null ? t('pat.thinking') : richText(st.hintText)),
      st.hintWaiting === null ? h('button', { type: 'button', class: 'btn btn-small btn-ghost', 'aria-label': t('common.close'), onclick: () => { st.hintText = null; render(); } }, '×') : null);
  }

  function bannerLine(frame) {
    const e = st.log[st.log.length - 1];
    if (!e) return null;
    const who = isInt(e.actor) ? seatName(frame.table, e.actor) : '';
    return h('div', { class: 'banner pc-banner', testid: 'banner', title: entryText(e, obj(frame.table)) },
      who ? h('strong', {}, who, ': ') : null, richText(e.text ?? ''),
      ...arr(e.events).map((ev) => h('span', { class: 'banner-event' }, ' · ', richText(ev))));
  }

  function lastParts(pic) {
    const drawn = drawLast(pic);
    if (!drawn) return { toggle: null, panel: null };
    const label = String(pic.last_label || t('pc.last'));
    const toggle = h('button', {
      type: 'button', class: `btn btn-small pc-last-toggle${st.lastOpen ? ' on' : ''}`, testid: 'last-toggle',
      'aria-expanded': st.lastOpen ? 'true' : 'false', onclick: () => { st.lastOpen = !st.lastOpen; render(); },
    }, '↶ ', h('span', { class: 'pc-last-label' }, richText(label)));
    const panel = st.lastOpen ? h('div', { class: 'pc-last', testid: 'last', role: 'dialog', 'aria-label': label },
      h('div', { class: 'pc-last-title' }, richText(label),
        h('button', { type: 'button', class: 'btn btn-small btn-ghost', 'aria-label': t('common.close'), onclick: () => { st.lastOpen = false; render(); } }, '×')),
      drawn) : null;
    return { toggle, panel };
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

  function hintsUsedPanel(frame) {
    const used = arr(frame.hints_used).filter((x) => x && isInt(x.seat));
    const people = arr(obj(frame.table).seats).filter((s) => obj(s).kind === 'human').length;
    if (!used.length || people <= 1) return null;
    return h('section', { class: 'panel hints-used', testid: 'hints-used' }, h('h2', {}, t('table.hints_used')),
      h('ul', {}, ...used.map((x) => h('li', {}, t('table.hint_used_line', { name: seatName(frame.table, x.seat), kind: String(x.hint ?? '') })))));
  }

  function rulesPanel(table) {
    const rules = obj(table.rules);
    const keys = Object.keys(rules);
    if (!keys.length) return null;
    const fmt = (v) => (v === true ? t('common.on') : v === false ? t('common.off') : v === null ? t('lobby.off') : String(v));
    return h('details', { class: 'panel rules-panel', testid: 'table-rules-list' },
      h('summary', {}, t('table.rules_changed', { n: keys.length })),
      h('ul', {}, ...keys.map((k) => h('li', {}, h('a', { href: `#/rules/${encodeURIComponent(table.game)}/${encodeURIComponent(k)}` }, h('code', {}, k)), ' = ', fmt(rules[k])))));
  }

  function dealPanel(frame) {
    if (!solo(frame) || !isInt(obj(frame.table).you)) return null;
    const num = h('input', {
      type: 'number', min: 0, max: 2147483647, step: 1, inputmode: 'numeric', id: 'pc-deal', testid: 'deal-input',
      placeholder: t('pat.deal_random'), value: st.dealText, oninput: (e) => { st.dealText = e.target.value; },
    });
    return h('section', { class: 'panel' }, h('form', {
      class: 'pat-new', onsubmit: (e) => {
        e.preventDefault();
        const raw = num.value.trim();
        if (raw !== '' && !(/^\d+$/.test(raw) && Number(raw) <= 2147483647)) {
          app.toast(t('pat.deal_bad'));
          num.focus();
          return;
        }
        newDeal(raw === '' ? null : Number(raw));
      },
    }, h('label', { for: 'pc-deal' }, t('pat.deal_label')), num, h('button', { type: 'submit', class: 'btn', testid: 'new-deal' }, t('pat.new_deal'))));
  }

  /** Every legal move, numbered, for keyboards and screen readers; a move a card makes
   * is listed here with its number (move-<n>); a button's move is its button. */
  function moveList(legal) {
    if (!legal.length) return null;
    return h('details', { class: 'panel pc-moves', testid: 'all-moves', open: st.movesOpen !== false, ontoggle: (e) => { st.movesOpen = e.target.open; } },
      h('summary', {}, t('pc.all_moves', { n: legal.length })),
      h('p', { class: 'kbd-help muted' }, t('table.keys_help')),
      h('div', { class: 'moves', role: 'group', 'aria-label': t('table.moves') },
        ...legal.map((_, i) => controls.button(i, { cls: 'move-card', testid: controls.buttons.includes(i) || !controls.touched(i) ? '' : undefined, control: false }))));
  }

  function actionBar(frame, pic, me, legal) {
    const bar = h('section', { class: `action-bar pc-bar${st.pending ? ' pending' : ''}`, testid: 'actions', 'aria-label': t('table.moves'), tabindex: -1 });
    bar.append(h('p', { class: 'sr-only' }, t('table.keys_help')));
    const buttons = [...controls.buttons, ...controls.unreached().filter((i) => !controls.buttons.includes(i))];
    const row = h('div', { class: 'moves pc-buttons', role: 'group', 'aria-label': t('table.moves') }, ...buttons.map((i) => controls.button(i)));
    const hints = frame.over ? [] : hintButtons(pic);
    if (buttons.length) bar.append(row);
    if (hints.length) bar.append(h('div', { class: 'pc-hints', role: 'group', 'aria-label': t('table.hint') }, ...hints));
    if (!legal.length && !frame.over) {
      const waitFor = isInt(frame.to_move) && frame.to_move !== me ? seatName(frame.table, frame.to_move) : '';
      if (me === null || waitFor) bar.append(h('p', { class: 'muted wait' }, me === null ? t('table.spectating') : t('table.waiting', { name: waitFor })));
    }
    if (bar.childElementCount <= 1) bar.classList.add('pc-bar-empty');
    return bar;
  }

  function render() {
    const frame = st.frame;
    if (!frame) return;
    const focused = document.activeElement?.dataset?.testid;
    const scrollLog = page.querySelector('.log-list');
    const logAtBottom = !scrollLog || scrollLog.scrollTop + scrollLog.clientHeight >= scrollLog.scrollHeight - 8;
    const table = obj(frame.table);
    const legal = arr(frame.legal);
    const pic = pictureOf(frame);
    const me = isInt(table.you) ? table.you : null;
    const game = typeof table.game === 'string' ? table.game : String(pic.game ?? '');
    const over = !!frame.over;
    const live = !over && me !== null;
    const before = snapshot(page.querySelector('.pc-board'), st.drawnPic);

    // the header: game, status, connection, the table's tools
    const clock = st.clock;
    const deal = table.deal;
    const head = h('header', { class: 'table-head' },
      h('h1', { class: 'table-title' }, String(pic.title || table.title || app.gameTitle(game) || game)),
      h('p', { class: `status${me !== null && frame.waiting === me && !over ? ' status-mine' : ''}`, testid: 'status', 'aria-live': 'off' }, richText(statusText(frame, pic, me))),
      h('span', { class: 'conn', testid: 'conn', role: 'status' }),
      h('div', { class: 'head-tools pc-tools' },
        live && frame.can_undo ? h('button', { type: 'button', class: 'btn btn-small', testid: 'undo', onclick: () => send('undo'), title: t('table.undo_hint'), disabled: st.pending }, '↶', h('span', { class: 'pc-tool-label' }, ' ', t('table.undo'))) : null,
        live && frame.can_redo ? h('button', { type: 'button', class: 'btn btn-small', testid: 'redo', onclick: () => send('redo'), title: t('table.redo_hint'), disabled: st.pending }, '↷', h('span', { class: 'pc-tool-label' }, ' ', t('table.redo'))) : null,
        live && frame.can_restart && solo(frame) ? h('button', {
          type: 'button', class: 'btn btn-small', testid: 'restart', disabled: st.pending, title: t('pat.restart'),
          onclick: () => { if (!st.log.length || confirm(t('pat.restart_confirm'))) send('restart'); },
        }, '⟲', h('span', { class: 'pc-tool-label' }, ' ', t('pat.restart'))) : null,
        h('a', { class: 'btn btn-small btn-ghost', href: `#/rules/${encodeURIComponent(game)}`, testid: 'table-rules', title: t('nav.rules') },
          h('span', { class: 'pc-tool-icon', 'aria-hidden': 'true' }, '?'), h('span', { class: 'pc-tool-label' }, t('nav.rules'))),
        h('a', { class: 'btn btn-small btn-ghost', href: '#/', testid: 'leave', title: t('table.leave') },
          h('span', { class: 'pc-tool-icon', 'aria-hidden': 'true' }, '⌂'), h('span', { class: 'pc-tool-label' }, t('table.leave'))),
        h('button', {
          type: 'button', class: 'btn btn-small pc-side-toggle', testid: 'side-toggle', 'aria-expanded': st.sideOpen ? 'true' : 'false',
          'aria-controls': 'pc-side', onclick: () => { st.sideOpen = !st.sideOpen; render(); },
        }, '☰', h('span', { class: 'pc-tool-label' }, ' ', t('pc.more_short')))));

    // the board: seats, the felt (with what lies over it), the hand
    const last = lastParts(pic);
    // a solitaire's clock and deal number lie on the table with its markers
    const chips = [
      clock ? h('span', {
        class: 'pc-marker pc-chip-timer', testid: 'timer', 'data-base': clock.base, 'data-at': clock.at, 'data-running': clock.running ? '1' : '0', 'aria-label': t('pat.time'),
      }, icon('clock'), ' ', h('span', { class: 'pc-clock' }, clockText(clock.base + (clock.running ? (performance.now() - clock.at) / 1000 : 0)))) : null,
      // the deal number, unless the picture's markers show it already
      isInt(deal) && !arr(pic.markers).some((m) => String(obj(m).value ?? '').includes(String(deal)))
        ? h('span', { class: 'pc-marker', testid: 'deal-number' }, t('pat.deal_n', { n: deal })) : null,
    ].filter(Boolean);
    const board = drawBoard(pic, {
      ui: live ? controls : null, over,
      top: [...chips, bannerLine(frame), last.toggle].filter(Boolean),
      overlays: [hintBox(), last.panel, over ? resultPanel(frame, pic) : null].filter(Boolean),
    });
    const bar = actionBar(frame, pic, me, legal);

    // the side panel: the moves listed, the sheet, the log and the rest
    const logList = h('ol', { class: 'log-list' }, ...st.log.map((e) => h('li', { 'data-step': e.step },
      h('span', { class: 'log-who' }, isInt(e.actor) ? seatName(table, e.actor) : ''), isInt(e.actor) ? ': ' : '',
      richText(e.text ?? ''), e.forced ? h('small', { class: 'muted' }, ` (${t('table.forced')})`) : null,
      ...arr(e.events).map((ev) => h('div', { class: 'log-event' }, richText(ev))))));
    const side = h('aside', { class: `table-side pc-side${st.sideOpen ? ' open' : ''}`, id: 'pc-side', testid: 'side-panel', 'aria-label': t('pc.more') },
      h('div', { class: 'pc-side-head' }, h('strong', {}, t('pc.more')),
        h('button', { type: 'button', class: 'btn btn-small btn-ghost pc-side-close', 'aria-label': t('common.close'), onclick: () => { st.sideOpen = false; render(); } }, '×')),
      live ? moveList(legal) : null,
      drawSheet(pic.sheet),
      invitePanel(table),
      hintsUsedPanel(frame),
      dealPanel(frame),
      rulesPanel(table),
      h('section', { class: 'panel log-panel', testid: 'log', 'aria-label': t('table.log') }, h('h2', {}, t('table.log')), logList));

    const main = h('div', { class: 'table-main' }, board, bar);
    page.className = `table-page game-${game}${over ? ' is-over' : ''}${st.sideOpen ? ' side-open' : ''}`;
    page.replaceChildren(...[head, main, side, st.sideOpen ? h('div', { class: 'pc-scrim', onclick: () => { st.sideOpen = false; render(); } }) : null].filter(Boolean));
    controls.attach(main);
    renderConn();
    fit();
    if (logAtBottom) logList.scrollTop = logList.scrollHeight;
    if (clock && clock.running) ticker = ticker || setInterval(tick, 500);
    animate(before, page.querySelector('.pc-board'), pic, animMs());
    st.drawnPic = pic;
    if (focused) {
      const again = page.querySelector(`[data-testid="${CSS.escape(focused)}"]`);
      if (again) again.focus({ preventScroll: true });
      else if (/^(move|menu)-\d+$/.test(focused) || focused.startsWith('card-')) page.querySelector('.pc-hand .playable, [data-testid="actions"]')?.focus({ preventScroll: true });
    }
  }

  /** Fit the board to the screen, then fold the buttons that do not fit into "more". */
  function fit() {
    const board = page.querySelector('.pc-board');
    fitBar(page.querySelector('.pc-bar'));
    fitBoard(board);
  }

  function fitBar(bar) {
    const row = bar?.querySelector('.pc-buttons');
    if (!row) return;
    // again from the start: every button back in its row
    const oldPop = bar.querySelector('.pc-more-pop');
    if (oldPop) {
      row.append(...oldPop.querySelectorAll('button.move'));
      oldPop.remove();
    }
    row.querySelector('.move-more')?.remove();
    const all = [...row.querySelectorAll('button.move')].sort((a, b) => Number(a.dataset.move) - Number(b.dataset.move));
    row.append(...all);
    const limit = 2; // rows of buttons; the rest behind "more"
    const lineH = all.length ? all[0].offsetHeight + 6 : 40;
    if (row.scrollHeight <= lineH * limit + 2) return;
    // keep what fits in the rows, the rest behind one "more" button
    const more = h('button', { type: 'button', class: 'move move-more', testid: 'more-moves', 'aria-haspopup': 'true', 'aria-expanded': 'false' }, t('pc.more_moves'));
    row.append(more);
    const hidden = [];
    for (let k = all.length - 1; k >= 0 && row.scrollHeight > lineH * limit + 2; k--) {
      hidden.unshift(all[k]);
      all[k].remove();
    }
    if (!hidden.length) {
      more.remove();
      return;
    }
    more.dataset.moves = hidden.map((b) => b.dataset.move).join(' ');
    more.classList.add('pc-control');
    more.textContent = t('pc.more_moves_n', { n: hidden.length });
    const pop = h('div', { class: 'pc-more-pop', testid: 'more-pop', hidden: true, role: 'group', 'aria-label': t('table.moves') }, ...hidden);
    bar.append(pop);
    more.addEventListener('click', () => {
      const open = pop.hidden;
      pop.hidden = !open;
      more.setAttribute('aria-expanded', open ? 'true' : 'false');
      if (open) pop.querySelector('button')?.focus({ preventScroll: true });
    });
  }

  return {
    unmount() {
      sock.close();
      controls.detach();
      controls.closeMenu();
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
