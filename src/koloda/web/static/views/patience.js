// Every solitaire (family "patience"), drawn from the observation alone: each pile at its
// row/col place, fanned down, fanned right or squared, face-down cards as backs. A card
// (with the cards above it in a fanned pile) is dragged onto a pile, or clicked and then
// the pile clicked; a card alone in its move (a King of the pyramid, a card to turn up)
// plays at once; the stock deals when clicked. A move is sent as the legal move whose
// text names the same piles and count ("7 5", "7 5 3", "remove 3 7", "open 12", "draw");
// moves no pile names ("step", a game's own) are buttons. Nothing here decides what is
// legal: the frame's `legal` list does.

import { t } from '../i18n.js';
import { api, saveSeatToken } from '../api.js';
import { h, arr, obj, isInt, richText, icon } from '../util.js';
import { cardNode, cardName, parseCard } from '../cards.js';

// geometry, in card widths (a card is 1 × 1.4)
const CARD_H = 1.4;
const GAP = 0.14; // between neighbouring piles
const ROW_GAP = 0.28; // between rows
const UP_STEP = 0.42; // a face-up card over the one below it in a fanned-down pile
const DOWN_STEP = 0.16; // over a face-down one
const RIGHT_STEP = 0.3; // fanned right
const RIGHT_SHOWN = 3; // cards shown of a pile fanned right
const MAX_FAN = 6.8; // a fanned-down pile's height before its steps shrink

// --- the legal moves, read back from their texts --------------------------------------

/** Each legal move as {i, kind, a, b, n} (a, b: pile indexes) from its text. */
export function readMoves(legal, labels) {
  const at = new Map(labels.map((l, k) => [String(l).toLowerCase(), k]));
  const pile = (w) => (w === undefined ? undefined : at.get(String(w).toLowerCase()));
  return arr(legal).map((m, i) => {
    const text = String(obj(m).text ?? '').trim();
    const w = text.split(/\s+/);
    if (text === 'draw') return { i, kind: 'draw' };
    if (text === 'redeal') return { i, kind: 'redeal' };
    if (text === 'give up') return { i, kind: 'giveup' };
    if (w[0] === 'remove' && (w.length === 2 || w.length === 3) && pile(w[1]) !== undefined && (w.length === 2 || pile(w[2]) !== undefined)) {
      return { i, kind: 'remove', a: pile(w[1]), b: w.length === 3 ? pile(w[2]) : null };
    }
    if (w[0] === 'open' && w.length === 2 && pile(w[1]) !== undefined) return { i, kind: 'open', a: pile(w[1]) };
    if ((w.length === 2 || (w.length === 3 && /^\d+$/.test(w[2]))) && pile(w[0]) !== undefined && pile(w[1]) !== undefined) {
      return { i, kind: 'move', a: pile(w[0]), b: pile(w[1]), n: w.length === 3 ? Number(w[2]) : 1 };
    }
    return { i, kind: 'other' };
  });
}

/** Of several moves, the one to play: to a foundation first, then the first listed. */
export function preferred(moves, piles) {
  if (!moves.length) return null;
  return moves.find((m) => m.kind === 'move' && obj(piles[m.b]).kind === 'foundation') || moves[0];
}

// --- layout ---------------------------------------------------------------------------

function fanSteps(p) {
  const cards = arr(p.cards);
  const down = isInt(p.down) ? p.down : 0;
  const steps = [0];
  for (let k = 1; k < cards.length; k++) steps.push(steps[k - 1] + (k - 1 < down ? DOWN_STEP : UP_STEP));
  const tall = steps[steps.length - 1];
  if (tall > MAX_FAN - CARD_H) {
    const f = (MAX_FAN - CARD_H) / tall;
    for (let k = 0; k < steps.length; k++) steps[k] *= f;
  }
  return steps;
}

/** Where each pile goes: x, y (card widths) and its drawn extent; the board's size. Cols
 * are card places, or half places where a row staggers its piles (a pyramid): a row's
 * unit is the smallest step between its piles' cols; a row of one pile takes the unit of
 * the nearest row with a pile of the same kind. */
export function layout(piles) {
  const rows = new Map();
  piles.forEach((p, i) => {
    const r = Number.isFinite(p.row) ? p.row : 0;
    if (!rows.has(r)) rows.set(r, []);
    rows.get(r).push(i);
  });
  const keys = [...rows.keys()].sort((a, b) => a - b);
  const minStep = new Map();
  for (const r of keys) {
    const cols = [...new Set(rows.get(r).map((i) => (Number.isFinite(piles[i].col) ? piles[i].col : 0)))].sort((a, b) => a - b);
    let m = null;
    for (let k = 1; k < cols.length; k++) if (m === null || cols[k] - cols[k - 1] < m) m = cols[k] - cols[k - 1];
    minStep.set(r, m);
  }
  const unit = new Map();
  for (const r of keys) {
    let m = minStep.get(r);
    if (m === null) {
      const kinds = new Set(rows.get(r).map((i) => piles[i].kind));
      const near = keys.filter((q) => q !== r && minStep.get(q) !== null && rows.get(q).some((i) => kinds.has(piles[i].kind)))
        .sort((a, b) => Math.abs(a - r) - Math.abs(b - r));
      m = near.length ? minStep.get(near[0]) : 1;
    }
    unit.set(r, m > 0 ? 1 / m : 1);
  }
  const place = [];
  let y = 0;
  let prev = null;
  let width = 1;
  for (const r of keys) {
    const staggered = unit.get(r) < 1;
    if (prev !== null) y += staggered && unit.get(prev.r) < 1 ? CARD_H * 0.5 - prev.h : ROW_GAP;
    let tallest = CARD_H;
    for (const i of rows.get(r)) {
      const p = piles[i];
      const x = (Number.isFinite(p.col) ? p.col : 0) * unit.get(r) * (1 + GAP);
      let wide = 1;
      let high = CARD_H;
      let steps = null;
      if (p.fan === 'down' && p.kind !== 'stock') {
        steps = fanSteps(p);
        high = CARD_H + steps[steps.length - 1];
      } else if (p.fan === 'right' && p.kind !== 'stock') {
        wide = 1 + RIGHT_STEP * (Math.max(1, Math.min(RIGHT_SHOWN, arr(p.cards).length)) - 1);
      }
      place[i] = { x, y, steps };
      tallest = Math.max(tallest, high);
      width = Math.max(width, x + wide);
    }
    y += tallest;
    prev = { r, h: tallest };
  }
  return { place, width, height: y };
}

// --- the clock ------------------------------------------------------------------------

let ticker = null;

function clockText(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

function tick() {
  const clocks = document.querySelectorAll('.pat-timer[data-base]');
  if (!clocks.length) {
    clearInterval(ticker);
    ticker = null;
    return;
  }
  for (const el of clocks) {
    const base = Number(el.dataset.base);
    const running = el.dataset.running === '1';
    const at = Number(el.dataset.at);
    const v = clockText(base + (running ? (performance.now() - at) / 1000 : 0));
    const out = el.querySelector('.pat-timer-value');
    if (out && out.textContent !== v) out.textContent = v;
  }
}

function startTicker() {
  if (!ticker) ticker = setInterval(tick, 500);
}

// --- the view ---------------------------------------------------------------------------

export function render(ctx) {
  const { obs, frame, store } = ctx;
  const piles = arr(obs.piles).map((p) => obj(p));
  const labels = piles.map((p) => String(p.label ?? ''));
  const moves = readMoves(ctx.legal, labels);
  const over = !!frame.over || !!obs.over;
  const live = !ctx.replay && !over && isInt(ctx.me);
  let hintText = ctx.hintText;
  if (store.version !== frame.version) {
    if (store.version !== undefined && !store.hintWaiting) {
      ctx.clearHint?.(); // a hint is about the position it was asked in
      hintText = null;
    }
    store.version = frame.version;
    store.sel = null;
  }
  const sel = live && store.sel && piles[store.sel.pile] ? store.sel : null;

  const act = (m) => {
    if (!m || ctx.pending) return;
    store.sel = null;
    ctx.act(m.i);
  };
  const redraw = () => ctx.rerender?.();

  /** The moves that take `n` cards from pile `a` (or pair its top card, or open it). */
  const fromPile = (a, n) => moves.filter((m) => (m.kind === 'move' && m.a === a && m.n === n)
    || (n === 1 && m.kind === 'remove' && (m.a === a || m.b === a)) || (m.kind === 'open' && m.a === a));
  const onto = (a, n, b) => {
    const found = moves.filter((m) => m.kind === 'move' && m.a === a && m.b === b && m.n === n);
    if (!found.length && n === 1) found.push(...moves.filter((m) => m.kind === 'remove' && m.b !== null && ((m.a === a && m.b === b) || (m.a === b && m.b === a))));
    return preferred(found, piles);
  };
  const hasStock = piles.some((p) => p.kind === 'stock');
  /** A move no pile on the board names: a button of its own. */
  const wordy = (m) => m.kind === 'other' || ((m.kind === 'draw' || m.kind === 'redeal') && !hasStock);
  const stockMove = () => moves.find((m) => m.kind === 'draw') || moves.find((m) => m.kind === 'redeal');

  function choose(a, n) {
    const p = piles[a];
    if (p.kind === 'stock') {
      act(stockMove());
      return;
    }
    const mine = fromPile(a, n);
    const opens = mine.filter((m) => m.kind === 'open');
    if (opens.length) {
      act(opens[0]);
      return;
    }
    if (!mine.length) {
      store.sel = null;
      redraw();
      return;
    }
    if (mine.every((m) => m.kind === 'remove' && m.b === null)) {
      act(mine[0]);
      return;
    }
    store.sel = { pile: a, n };
    redraw();
    ctx.announce?.(t('pat.picked', { card: cardName(arr(p.cards)[arr(p.cards).length - n] ?? '?') }));
  }

  /** A click on pile `b` (its card `depth` from the top, or its empty place: 0); a second
   * click on the same card soon after sends it home (a double click). */
  function clicked(b, depth) {
    if (!live || ctx.pending) return;
    const now = performance.now();
    const last = store.lastClick;
    store.lastClick = { b, depth, at: now };
    if (last && last.b === b && last.depth === depth && depth > 0 && now - last.at < 450) {
      store.lastClick = null;
      if (doubled(b, depth)) return;
    }
    if (sel) {
      if (sel.pile === b && (sel.n === depth || depth === 0)) {
        store.sel = null;
        redraw();
        return;
      }
      const m = onto(sel.pile, sel.n, b);
      if (m) {
        act(m);
        return;
      }
      if (sel.n === 1) {
        const lone = moves.find((x) => x.kind === 'remove' && x.b === null && x.a === sel.pile);
        if (lone && sel.pile === b) {
          act(lone);
          return;
        }
      }
    }
    if (depth > 0 || piles[b].kind === 'stock') choose(b, Math.max(1, depth));
    else if (sel) {
      store.sel = null;
      redraw();
    }
  }

  /** A double click: the card home to a foundation (or its only move). */
  function doubled(a, depth) {
    const mine = fromPile(a, depth).filter((m) => m.kind === 'move');
    const home = mine.filter((m) => piles[m.b].kind === 'foundation');
    const dests = new Set(mine.map((m) => m.b));
    const m = home.length ? home[0] : dests.size === 1 ? mine[0] : null;
    if (m) act(m);
    return !!m;
  }

  // --- drawing the board ---
  const { place, width, height } = layout(piles);
  const targets = new Set();
  if (sel) for (const m of moves) if (m.kind === 'move' && m.a === sel.pile && m.n === sel.n) targets.add(m.b);
  if (sel && sel.n === 1) for (const m of moves) if (m.kind === 'remove' && m.b !== null && (m.a === sel.pile || m.b === sel.pile)) targets.add(m.a === sel.pile ? m.b : m.a);
  const movable = new Map(); // pile → the depths that start a move
  for (const m of moves) {
    if (m.kind === 'move') {
      if (!movable.has(m.a)) movable.set(m.a, new Set());
      movable.get(m.a).add(m.n);
    } else if (m.kind === 'remove' || m.kind === 'open') {
      for (const p of [m.a, m.b]) {
        if (p === null || p === undefined) continue;
        if (!movable.has(p)) movable.set(p, new Set());
        movable.get(p).add(1);
      }
    }
  }
  const stockAct = stockMove();

  const board = h('div', {
    class: 'pat-board', testid: 'patience-board', role: 'group', 'aria-label': t('pat.board'),
    style: `--cols:${width.toFixed(3)};--rows:${height.toFixed(3)}`,
  });
  piles.forEach((p, a) => {
    const pos = place[a];
    const cards = arr(p.cards);
    const count = isInt(p.count) ? p.count : cards.length;
    const label = labels[a];
    const kindName = t(`pat.kind.${p.kind}`);
    const isStock = p.kind === 'stock';
    const pileEl = h('div', {
      class: `pat-pile pat-${p.kind}${targets.has(a) ? ' pat-target' : ''}${isStock && stockAct && live ? ' pat-clickable' : ''}`,
      testid: `pile-${label}`, 'data-pile': a,
      style: `--x:${pos.x.toFixed(3)};--y:${pos.y.toFixed(3)}`,
      'aria-label': `${kindName} ${label}: ${t('pat.cards_n', { n: count })}`,
    });
    pileEl.append(h('span', { class: 'pat-place', 'aria-hidden': 'true' }, h('span', { class: 'pat-place-label' }, isStock ? (stockAct?.kind === 'redeal' ? '↻' : '') : label)));
    let shown;
    if (isStock) shown = count ? [count - 1] : [];
    else if (p.fan === 'down') shown = cards.map((_, k) => k);
    else if (p.fan === 'right') shown = cards.map((_, k) => k).slice(-RIGHT_SHOWN);
    else shown = cards.length ? [cards.length - 1] : [];
    const depthsHere = movable.get(a) || new Set();
    shown.forEach((k, j) => {
      const text = isStock ? null : cards[k];
      const face = typeof text === 'string' && parseCard(text) ? text : '?';
      const depth = count - k;
      const picked = sel && sel.pile === a && depth <= sel.n;
      const opens = live && depth === 1 && moves.some((m) => m.kind === 'open' && m.a === a);
      const canMove = live && face !== '?' && depthsHere.has(depth);
      let dx = 0;
      let dy = 0;
      if (!isStock && p.fan === 'down' && pos.steps) dy = pos.steps[k];
      if (!isStock && p.fan === 'right') dx = j * RIGHT_STEP;
      const el = h('div', {
        class: `pat-card${picked ? ' pat-picked' : ''}${canMove ? ' pat-movable' : ''}${opens ? ' pat-clickable' : ''}`,
        style: `--dx:${dx.toFixed(3)};--dy:${dy.toFixed(3)}`,
        'data-depth': depth,
        testid: face !== '?' ? `card-${face}` : undefined,
        tabindex: canMove || opens || (isStock && live && stockAct && k === count - 1) ? 0 : undefined,
        role: canMove || opens || isStock ? 'button' : undefined,
        'aria-label': isStock ? t('pat.stock_n', { n: count }) : cardName(face),
        'aria-pressed': canMove ? (picked ? 'true' : 'false') : undefined,
      }, cardNode(face, { size: 'fill' }));
      el.firstChild?.removeAttribute('role');
      el.firstChild?.removeAttribute('aria-label');
      if (live) {
        el.addEventListener('pointerdown', (e) => startDrag(e, a, depth, el, canMove));
        el.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            clicked(a, isStock ? 1 : depth);
          }
        });
      }
      pileEl.append(el);
    });
    if (count > 1 && (isStock || p.fan === 'none' || (p.fan === 'right' && count > RIGHT_SHOWN)) && p.kind !== 'foundation') {
      pileEl.append(h('span', { class: 'pat-count', 'aria-hidden': 'true' }, count));
    }
    if (live) {
      pileEl.addEventListener('click', (e) => {
        if (store.dragged) return;
        const card = e.target.closest('.pat-card');
        clicked(a, card ? Number(card.dataset.depth) : 0);
      });
    }
    board.append(pileEl);
  });

  // --- dragging a card (and the cards above it) onto a pile ---
  function pileAt(x, y, ghost) {
    if (ghost) ghost.style.display = 'none';
    const el = document.elementFromPoint(x, y);
    if (ghost) ghost.style.display = '';
    const hit = el?.closest?.('.pat-pile');
    if (hit && board.contains(hit)) return Number(hit.dataset.pile);
    // between piles: the pile whose cards' column holds the point, else the nearest one
    let best = null;
    for (const pe of board.querySelectorAll('.pat-pile')) {
      const rects = [pe.getBoundingClientRect(), ...[...pe.querySelectorAll('.pat-card')].map((c) => c.getBoundingClientRect())];
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom)) + rects[0].height * 0.5;
      const inside = x >= left && x <= right && y >= top && y <= bottom;
      const d = inside ? 0 : Math.hypot(Math.max(left - x, 0, x - right), Math.max(top - y, 0, y - bottom));
      if (d < rects[0].width * 0.6 && (!best || d < best.d)) best = { d, a: Number(pe.dataset.pile) };
    }
    return best ? best.a : null;
  }

  function startDrag(e, a, depth, el, canMove) {
    if (!canMove || ctx.pending || (e.button !== undefined && e.button !== 0)) return;
    const start = { x: e.clientX, y: e.clientY };
    const pileEl = el.parentElement;
    const group = [...pileEl.querySelectorAll('.pat-card')].filter((c) => Number(c.dataset.depth) <= depth);
    let ghost = null;
    let off = null;
    let over = null;
    const move = (ev) => {
      if (!ghost) {
        if (Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 6) return;
        const r0 = el.getBoundingClientRect();
        off = { x: start.x - r0.left, y: start.y - r0.top };
        ghost = h('div', { class: 'pat-ghost', 'aria-hidden': 'true' });
        for (const c of group) {
          const r = c.getBoundingClientRect();
          const copy = c.cloneNode(true);
          copy.removeAttribute('data-testid');
          copy.style.left = `${r.left - r0.left}px`;
          copy.style.top = `${r.top - r0.top}px`;
          copy.style.width = `${r.width}px`;
          copy.style.height = `${r.height}px`;
          ghost.append(copy);
          c.classList.add('pat-lifted');
        }
        document.body.append(ghost);
        board.classList.add('pat-dragging');
      }
      ev.preventDefault();
      ghost.style.transform = `translate(${ev.clientX - off.x}px, ${ev.clientY - off.y}px)`;
      const b = pileAt(ev.clientX, ev.clientY, ghost);
      if (b !== over) {
        board.querySelector('.pat-drop')?.classList.remove('pat-drop');
        over = b;
        if (b !== null && b !== a && onto(a, depth, b)) board.querySelector(`[data-pile="${b}"]`)?.classList.add('pat-drop');
      }
    };
    const up = (ev) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      if (!ghost) return;
      ghost.remove();
      board.classList.remove('pat-dragging');
      for (const c of group) c.classList.remove('pat-lifted');
      store.dragged = true;
      setTimeout(() => { store.dragged = false; }, 0);
      if (ev.type === 'pointercancel') return;
      const b = pileAt(ev.clientX, ev.clientY, null);
      const m = b !== null && b !== a ? onto(a, depth, b) : null;
      if (m) act(m);
      else {
        board.querySelector('.pat-drop')?.classList.remove('pat-drop');
        if (b !== null && b !== a) ctx.toast?.(t('pat.cannot'), 'info');
      }
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }

  // --- the tool bar, the clock, the buttons of moves no pile names ---
  const claimed = new Set(moves.map((m) => m.i));
  const moveCount = isInt(obs.moves) ? obs.moves : 0;
  if (!ctx.replay && store.clockFrame !== frame) {
    store.clockFrame = frame;
    store.clock = { base: typeof frame.elapsed === 'number' ? frame.elapsed : null, at: performance.now(), running: !over };
  }
  const clock = store.clock || { base: null };
  const deal = obj(frame.table).deal;
  const info = h('div', { class: 'pat-info' },
    h('span', { class: 'pat-stat', testid: 'move-count' }, t('pat.moves_n', { n: moveCount })),
    clock.base !== null && !ctx.replay ? h('span', {
      class: 'pat-stat pat-timer', testid: 'timer', 'data-base': clock.base, 'data-at': clock.at,
      'data-running': clock.running ? '1' : '0', 'aria-label': t('pat.time'),
    }, icon('clock'), ' ', h('span', { class: 'pat-timer-value' }, clockText(clock.base + (clock.running ? (performance.now() - clock.at) / 1000 : 0)))) : null,
    isInt(deal) ? h('span', { class: 'pat-stat', testid: 'deal-number' }, t('pat.deal_n', { n: deal })) : null,
    isInt(obs.redeals_left) && hasStock && piles.some((p) => p.kind === 'waste') ? h('span', { class: 'pat-stat' }, t('pat.redeals_left', { n: obs.redeals_left })) : null,
    isInt(obs.points) && obs.points > 0 ? h('span', { class: 'pat-stat' }, t('pat.points', { n: obs.points })) : null);
  if (clock.base !== null && clock.running) startTicker();

  let toolbar = null;
  let wordMoves = null;
  let hintBox = null;
  if (!ctx.replay) {
    const send = (type) => {
      store.sel = null;
      ctx.send(isInt(frame.version) ? { type, version: frame.version } : { type });
    };
    const ask = (request) => {
      store.hintWaiting = request;
      ctx.sendHint?.(request);
      redraw();
    };
    const waiting = typeof store.hintWaiting === 'string';
    const btn = (testid, label, icon, onclick, enabled, title) => h('button', {
      type: 'button', class: 'btn btn-small pat-tool', testid, onclick, disabled: !enabled, title: title || label,
    }, h('span', { class: 'pat-icon', 'aria-hidden': 'true' }, icon), h('span', { class: 'pat-tool-label' }, label));
    const others = moves.filter(wordy);
    const giveUp = moves.find((m) => m.kind === 'giveup');
    const giveUpButton = live && giveUp ? h('button', {
      type: 'button', class: 'btn btn-small btn-ghost pat-giveup', testid: `move-${giveUp.i + 1}`, 'data-move': giveUp.i + 1,
      title: String(ctx.legal[giveUp.i]?.label ?? ''), onclick: () => { if (confirm(t('pat.giveup_confirm'))) act(giveUp); },
    }, icon('flag'), h('span', { class: 'pat-tool-label' }, richText(ctx.legal[giveUp.i]?.label ?? ''))) : null;
    toolbar = h('div', { class: 'pat-toolbar', role: 'toolbar', 'aria-label': t('pat.tools') },
      over ? null : h('div', { class: 'pat-tools' },
        btn('undo', t('table.undo'), '↶', () => send('undo'), !!frame.can_undo && !ctx.pending, t('table.undo_hint')),
        btn('redo', t('pat.redo'), '↷', () => send('redo'), !!frame.can_redo && !ctx.pending),
        btn('restart', t('pat.restart'), '⟲', () => { if (!moveCount || confirm(t('pat.restart_confirm'))) send('restart'); }, !!frame.can_restart && !ctx.pending),
        btn('hint', t('pat.hint'), icon('bulb'), () => ask(''), live && !waiting && !!ctx.sendHint),
        btn('winnable', t('pat.winnable'), '?', () => ask('winnable'), live && !waiting && !!ctx.sendHint)),
      info, giveUpButton);
    wordMoves = live && others.length ? h('div', { class: 'pat-words', role: 'group', 'aria-label': t('table.moves') },
      ...others.map((m) => ctx.moveButton(m.i, { cls: 'move-word' }))) : null;
    for (const m of others) claimed.add(m.i);
    if (waiting || hintText) {
      hintBox = h('div', { class: 'pat-hint', testid: 'hint-result', role: 'status' },
        h('span', { class: 'pat-hint-text' }, waiting ? t('pat.thinking') : richText(hintText)),
        !waiting ? h('button', { type: 'button', class: 'btn btn-small btn-ghost', onclick: () => { ctx.clearHint?.(); redraw(); }, 'aria-label': t('common.close') }, '×') : null);
    }
  }

  // every move a pile names is also a button here (keyboards, screen readers)
  const listed = moves.filter((m) => !wordy(m) && m.kind !== 'giveup');
  const allMoves = ctx.replay || !listed.length ? null : h('details', {
    class: 'panel pat-all-moves', testid: 'all-moves', open: !!store.listOpen, ontoggle: (e) => { store.listOpen = e.target.open; },
  }, h('summary', {}, t('pat.all_moves', { n: listed.length })),
  h('div', { class: 'moves', role: 'group' }, ...listed.map((m) => ctx.moveButton(m.i, { cls: 'move-card' }))));

  // --- the end: won or lost, the figures, another deal ---
  let resultTitle = null;
  let resultText = null;
  let resultExtra = null;
  if (over) {
    const won = !!obs.won || !!obj(frame.result).won;
    resultTitle = won ? t('pat.won') : t('pat.lost');
    const secs = typeof frame.elapsed === 'number' ? clockText(frame.elapsed) : null;
    resultText = [t('pat.moves_n', { n: moveCount }), secs ? t('pat.time_is', { time: secs }) : null].filter(Boolean).join(' · ');
    if (!ctx.replay) {
      if (!store.statsAsked) {
        store.statsAsked = true;
        api.patienceStats().then((data) => { store.stats = obj(obj(data).games)[ctx.game] || null; redraw(); }).catch(() => {});
      }
      resultExtra = h('div', { class: 'pat-result-extra' },
        store.stats ? h('p', { class: 'muted', testid: 'patience-summary' }, summary(store.stats)) : null,
        h('p', {}, h('button', { type: 'button', class: 'btn btn-primary', testid: 'result-new-deal', onclick: () => newDeal(ctx, null) }, t('pat.new_deal')), ' ',
          isInt(deal) ? h('button', { type: 'button', class: 'btn', testid: 'result-same-deal', onclick: () => newDeal(ctx, deal) }, t('pat.same_deal')) : null, ' ',
          h('a', { class: 'btn', href: '#/records' }, t('nav.records'))));
    }
  }

  // --- a new deal: its number (empty: a random one) and the auto-move rule ---
  let dealForm = null;
  if (!ctx.replay && isInt(ctx.me)) {
    if (store.auto === undefined) store.auto = obj(frame.table.rules).auto !== false;
    const num = h('input', { type: 'number', min: 0, max: 2147483647, step: 1, inputmode: 'numeric', id: 'pat-deal', testid: 'deal-input', placeholder: t('pat.deal_random'), value: store.dealText ?? '', oninput: (e) => { store.dealText = e.target.value; } });
    dealForm = h('form', { class: 'pat-new', onsubmit: (e) => {
      e.preventDefault();
      const raw = num.value.trim();
      if (raw !== '' && !(/^\d+$/.test(raw) && Number(raw) <= 2147483647)) {
        ctx.toast?.(t('pat.deal_bad'));
        num.focus();
        return;
      }
      newDeal(ctx, raw === '' ? null : Number(raw));
    } },
    h('label', { for: 'pat-deal' }, t('pat.deal_label')), num,
    hasRule(ctx, 'auto') ? h('label', { class: 'check' }, h('input', { type: 'checkbox', testid: 'auto-move', checked: store.auto, onchange: (e) => { store.auto = e.target.checked; } }), ' ', t('pat.auto')) : null,
    h('button', { type: 'submit', class: 'btn', testid: 'new-deal' }, t('pat.new_deal')));
  }

  const center = h('div', { class: 'pat-center' },
    toolbar, hintBox, wordMoves,
    h('div', { class: 'pat-wrap' }, board),
    dealForm);

  return {
    solo: true, ownUndo: true, ownHint: true, banner: null, claimed,
    center, status: live ? t('pat.status') : '', statusOnly: true,
    panels: allMoves ? [allMoves] : [],
    resultTitle, resultText, resultExtra,
  };
}

/** Whether this solitaire has the rule ``key`` (from /api/games; asked for once when the
 * page came straight to the table). */
function hasRule(ctx, key) {
  const games = ctx.app?.gamesCache;
  if (!Array.isArray(games)) {
    if (ctx.app && !ctx.store.gamesAsked) {
      ctx.store.gamesAsked = true;
      ctx.app.games().then(() => ctx.rerender?.()).catch(() => {});
    }
    return false;
  }
  const game = games.find((g) => obj(g).key === ctx.game);
  return arr(obj(game).rules).some((r) => obj(r).key === key);
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

export { clockText, summary };

/** Start another deal of this solitaire (its rules, the auto-move choice); an unfinished
 * deal with moves is given up first (it counts as lost), once the person agrees. */
export async function newDeal(ctx, deal) {
  const { frame, store } = ctx;
  const table = obj(frame.table);
  const moved = isInt(ctx.obs.moves) && ctx.obs.moves > 0;
  if (!frame.over && moved) {
    if (!confirm(t('pat.new_confirm'))) return;
    const giveUp = readMoves(ctx.legal, arr(ctx.obs.piles).map((p) => String(obj(p).label ?? ''))).find((m) => m.kind === 'giveup');
    if (giveUp) ctx.act(giveUp.i);
  }
  const rules = { ...obj(table.rules) };
  if (hasRule(ctx, 'auto')) rules.auto = store.auto !== false;
  const body = {
    game: ctx.game, players: 1, seats: [{ kind: 'human' }], rules,
    options: { auto_forced: false, undo: true, delay_ms: 0 },
  };
  if (isInt(deal)) body.deal = deal;
  try {
    const res = obj(await api.createTable(body));
    if (typeof res.id !== 'string') throw new Error('no id');
    saveSeatToken(res.id, res.token);
    ctx.app?.navigate(`#/t/${encodeURIComponent(res.id)}`);
  } catch (err) {
    ctx.toast?.(err && err.text ? err.text() : t('error.generic'));
  }
}

export function handOrder(hand) {
  return hand.slice();
}
