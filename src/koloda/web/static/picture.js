// The one renderer of a table picture (docs/table-picture.md): seats around the table
// (the viewer at the bottom), the zones in the middle by their kind, markers, notes, the
// last trick, the score sheet. It draws; it decides nothing. What a person may touch is
// marked through `ui` (controls.js), so the same drawing serves the live table and the
// replay (no `ui`: nothing to touch). Sizes follow the screen: fitBoard() shrinks the
// table's cards until the middle fits, and overlaps the hand's cards to fit its width.

import { t, tOr } from './i18n.js';
import { h, arr, obj, isInt, richText, icon } from './util.js';
import { cardNode, cardName, parseCard, suitNode } from './cards.js';

// a solitaire's grid, in card widths (a card is 1 × 1.4)
const CARD_H = 1.4;
const GAP = 0.14;
const ROW_GAP = 0.26;
const UP_STEP = 0.42; // a face-up card over the one below it, fanned down
const DOWN_STEP = 0.16; // over a face-down one
const RIGHT_STEP = 0.3; // fanned right
const RIGHT_SHOWN = 3; // cards shown of a pile fanned right
const MAX_FAN = 6.4; // a pile fanned down stops growing here (its steps shrink)

const DECK_KINDS = new Set(['stock', 'pile']);

/** The face text of a card in a picture, or null (face down or not a card). */
function face(text) {
  return typeof text === 'string' && parseCard(text) ? parseCard(text).text : null;
}

// --- who sits where ---------------------------------------------------------------------

/** The seat drawn at the bottom (the viewer; a spectator sees the first seat there) and
 * the others in playing order from its left, each with its place around the table. */
export function seatOrder(pic) {
  const seats = arr(pic.seats).filter((s) => s && isInt(s.seat));
  const viewer = isInt(pic.viewer) ? pic.viewer : null;
  let k = seats.findIndex((s) => s.seat === viewer);
  if (k < 0) k = 0;
  const bottom = seats[k] || null;
  const others = [];
  for (let j = 1; j < seats.length; j++) others.push(seats[(k + j) % seats.length]);
  const place = new Map();
  if (bottom) place.set(bottom.seat, { row: 2, col: 1, cols: Math.max(1, others.length), side: 'bottom' });
  others.forEach((s, j) => {
    const n = others.length;
    const side = n >= 3 && j === 0 ? 'left' : n >= 3 && j === n - 1 ? 'right' : 'top';
    place.set(s.seat, { row: 1, col: j + 1, cols: n, side });
  });
  return { bottom, others, place, viewer };
}

// --- small parts -------------------------------------------------------------------------

function badgeNode(b) {
  const tone = typeof b.tone === 'string' && b.tone ? ` tone-${b.tone}` : '';
  return h('span', { class: `pc-badge${tone}` }, richText(String(b.text ?? '')));
}

function kindNode(s) {
  if (s.kind === 'computer') {
    const level = typeof s.level === 'string' && s.level ? tOr(`agent.${s.level}`, s.level) : '';
    return h('span', { class: 'pc-kind' }, icon('robot', t('lobby.computer')), level ? h('small', { class: 'pc-level' }, level) : null);
  }
  if (s.connected === true || s.connected === false) {
    const on = s.connected;
    return h('span', { class: `dot ${on ? 'dot-on' : 'dot-off'}`, role: 'img', title: t(on ? 'table.connected' : 'table.disconnected'), 'aria-label': t(on ? 'table.connected' : 'table.disconnected') });
  }
  return null;
}

/** A seat's box: name, person or computer (its level), its hand as the viewer sees it
 * (backs with a count, and any face known to all), badges, «думает…». */
export function drawSeat(s, opts = {}) {
  const hand = obj(s.hand);
  const faces = arr(hand.cards).filter((c) => typeof c === 'string');
  const backs = isInt(hand.backs) ? hand.backs : 0;
  const size = faces.length + backs;
  const me = opts.me;
  const turn = !!s.to_move && !opts.over;
  const box = h('div', {
    class: `seat pc-seat${turn ? ' seat-turn' : ''}${me ? ' seat-me' : ''}${s.thinking ? ' pc-thinking' : ''}${opts.cls ? ` ${opts.cls}` : ''}`,
    testid: `seat-${s.seat}`, 'data-seat': s.seat, 'aria-current': turn ? 'true' : undefined,
    'data-size': size,
  },
  h('div', { class: 'pc-seat-head' }, kindNode(s),
    h('strong', { class: 'pc-name', title: String(s.name ?? '') }, String(s.name || t('seat.default', { n: s.seat + 1 }))),
    turn ? h('span', { class: 'turn-mark', 'aria-hidden': 'true' }, '▶') : null),
  opts.noHand ? null : h('div', { class: 'pc-seat-hand', 'aria-label': t('table.cards_n', { n: size }) },
    backs ? h('span', { class: 'mini-backs', 'aria-hidden': 'true' }, ...Array.from({ length: Math.min(backs, 7) }, () => h('span', { class: 'mini-back' }))) : null,
    ...faces.map((c) => cardNode(c, { size: 'xs', cls: 'pc-known' })),
    h('span', { class: 'count' }, String(size))),
  (arr(s.badges).length || s.thinking) ? h('div', { class: 'pc-badges' },
    s.thinking ? h('span', { class: 'pc-badge tone-active pc-think', testid: `thinking-${s.seat}` }, t('pc.thinking')) : null,
    ...arr(s.badges).map(badgeNode)) : null);
  return box;
}

function markerNode(m, k) {
  const tone = typeof m.tone === 'string' && m.tone ? ` tone-${m.tone}` : '';
  return h('span', { class: `pc-marker${tone}`, testid: `marker-${k + 1}` },
    m.label ? h('span', { class: 'pc-marker-label' }, richText(String(m.label))) : null,
    typeof m.suit === 'string' && /^[SCDH]$/.test(m.suit) ? suitNode(m.suit) : null,
    typeof m.card === 'string' && face(m.card) ? cardNode(m.card, { size: 'xs' }) : null,
    m.value !== undefined && m.value !== '' ? h('strong', { class: 'pc-marker-value' }, richText(String(m.value))) : null);
}

/** The score sheet as a table (the first column names the row). */
export function drawSheet(sheet, opts = {}) {
  const s = obj(sheet);
  const cols = arr(s.columns).map(String);
  if (!cols.length && !arr(s.rows).length) return null;
  const cell = (v, k, tag) => h(tag, k === 0 && tag === 'td' ? { scope: 'row' } : {}, richText(String(v ?? '')));
  return h('section', { class: 'panel sheet-panel', testid: opts.testid || 'sheet' },
    h('h2', {}, String(s.title || t('pc.sheet'))),
    h('div', { class: 'table-scroll' }, h('table', { class: 'sheet' },
      cols.length ? h('thead', {}, h('tr', {}, ...cols.map((c) => h('th', { scope: 'col' }, richText(c))))) : null,
      h('tbody', {}, ...arr(s.rows).map((r) => h('tr', {}, ...arr(r).map((v, k) => cell(v, k, 'td'))))),
      arr(s.foot).length ? h('tfoot', {}, h('tr', { class: 'sheet-total' }, ...arr(s.foot).map((v, k) => cell(v, k, 'td')))) : null)));
}

// --- cards in zones ----------------------------------------------------------------------

/** One card lying in a zone: a face, a back (null) or an empty place ('' ). ``pos`` is
 * its index for controls; face cards carry their text (animations, tests). */
function slot(text, z, pos, ctx, extra = {}) {
  const f = face(text);
  const el = h('div', {
    class: `pc-slot${extra.cls ? ` ${extra.cls}` : ''}${!extra.noPos && arr(z.marked).includes(pos) ? ' pc-marked' : ''}`,
    'data-pos': pos, 'data-card': f && !ctx.still ? f : undefined,
    testid: f && !ctx.still ? `card-${f}` : undefined,
    style: extra.style,
  }, cardNode(text === '' ? null : f || '?', { size: 'v' }));
  const caption = extra.noPos ? null : arr(z.captions)[pos];
  if (typeof caption === 'string' && caption) el.append(h('span', { class: 'pc-caption' }, richText(caption)));
  if (extra.noPos) el.removeAttribute('data-pos');
  else if (ctx.ui && !ctx.still) ctx.ui.zoneCard(el, z.id, pos, f);
  return el;
}

function emptyPlace(z) {
  return h('div', { class: 'pc-slot pc-empty' }, h('span', { class: 'card card-v card-place', 'aria-hidden': 'true' }),
    z.label && z.kind === 'fan' ? h('span', { class: 'pc-place-label' }, String(z.label)) : null);
}

const HAND_BACKS_SHOWN = 10;

function countBadge(n) {
  return h('span', { class: 'pc-count', 'aria-hidden': 'true' }, String(n));
}

function drawTrick(z, ctx) {
  const cards = arr(z.cards);
  const seats = arr(z.seats);
  const cols = Math.max(1, ctx.order ? ctx.order.others.length : 1);
  const box = h('div', { class: 'pc-cards pc-trick-cards', style: `--cols:${cols}` });
  if (!cards.length) box.append(emptyPlace(z));
  cards.forEach((c, k) => {
    const seat = seats[k];
    const p = isInt(seat) && ctx.order ? ctx.order.place.get(seat) : null;
    const style = p ? (p.row === 2 ? `grid-row:2;grid-column:1 / -1` : `grid-row:1;grid-column:${p.col}`) : '';
    const el = slot(c, z, k, ctx, { style, cls: p ? `pc-from-${p.side}` : '' });
    if (isInt(seat)) el.dataset.seat = seat;
    if (isInt(seat) && ctx.names) el.title = ctx.names(seat);
    box.append(el);
  });
  box.classList.toggle('pc-trick-free', !seats.length || !ctx.order);
  return box;
}

function drawPairs(z, ctx) {
  const pairs = arr(z.pairs).filter(Array.isArray);
  const down = arr(z.down);
  const seats = arr(z.seats);
  const box = h('div', { class: 'pc-cards pc-pairs' });
  if (!pairs.length) box.append(emptyPlace(z));
  pairs.forEach(([a, d], k) => {
    const hidden = down.includes(k); // covered face down: a back across the attack
    const open = (d === null || d === undefined) && !hidden;
    const pair = h('div', {
      class: `pc-pair${open ? ' pc-open' : ''}`, testid: ctx.still ? undefined : `pair-${k + 1}`,
      'data-onto': open && face(a) ? face(a) : undefined,
    }, slot(a, z, k, ctx));
    // a control names a pair by its attack: the cover is no place of its own
    if (!open) pair.append(slot(hidden ? null : d, z, k, ctx, { cls: 'pc-cover', noPos: true }));
    const who = seats[k];
    if (isInt(who) && ctx.names && ctx.order && ctx.order.others.length > 1) {
      pair.append(h('small', { class: 'pc-pair-owner' }, ctx.names(who)));
    }
    box.append(pair);
  });
  return box;
}

function drawPile(z, ctx) {
  const cards = arr(z.cards);
  const count = isInt(z.count) ? z.count : cards.length;
  const box = h('div', { class: 'pc-cards pc-pile-cards' });
  if (!cards.length && !count) box.append(emptyPlace(z));
  else if (!cards.length) box.append(slot(null, z, -1, ctx));
  cards.forEach((c, k) => box.append(slot(c, z, k, ctx, { style: `--k:${k - cards.length + 1}` })));
  if (count > 1 || (count && !cards.length)) box.append(countBadge(count));
  return box;
}

function drawRow(z, ctx) {
  const cards = arr(z.cards);
  const box = h('div', { class: `pc-cards pc-row-cards${arr(z.captions).length ? ' pc-captioned' : ''}` });
  if (!cards.length) box.append(emptyPlace(z));
  cards.forEach((c, k) => box.append(slot(c, z, k, ctx)));
  return box;
}

function drawStock(z, ctx) {
  const count = isInt(z.count) ? z.count : 0;
  const trump = face(z.trump);
  const box = h('div', { class: `pc-cards pc-stock-cards${trump ? ' pc-has-trump' : ''}` });
  if (trump) {
    const tr = h('div', { class: `pc-slot pc-trump${count ? '' : ' pc-trump-alone'}`, 'data-card': ctx.still ? undefined : trump, testid: ctx.still ? undefined : `card-${trump}` },
      cardNode(trump, { size: 'v' }));
    box.append(tr);
  }
  if (count) {
    const back = h('div', { class: 'pc-slot pc-back', 'data-pos': -1 }, cardNode('?', { size: 'v' }));
    box.append(back);
    box.append(countBadge(count));
  } else if (!trump) box.append(emptyPlace(z));
  return box;
}

/** A pile fanned as ``fan`` says: each card at (dx, dy) card widths from the first. */
export function fanSteps(z) {
  const cards = arr(z.cards);
  const fan = z.fan === 'down' || z.fan === 'right' ? z.fan : 'none';
  const steps = cards.map(() => [0, 0]);
  if (fan === 'down') {
    let y = 0;
    for (let k = 1; k < cards.length; k++) {
      y += face(cards[k - 1]) ? UP_STEP : DOWN_STEP;
      steps[k] = [0, y];
    }
    if (y > MAX_FAN - CARD_H) {
      const f = (MAX_FAN - CARD_H) / y;
      for (const s of steps) s[1] *= f;
    }
  } else if (fan === 'right') {
    const first = Math.max(0, cards.length - RIGHT_SHOWN);
    for (let k = first; k < cards.length; k++) steps[k] = [(k - first) * RIGHT_STEP, 0];
  }
  return { steps, fan, shown: fan === 'down' ? 0 : fan === 'right' ? Math.max(0, cards.length - RIGHT_SHOWN) : Math.max(0, cards.length - 1) };
}

function drawFan(z, ctx) {
  const cards = arr(z.cards);
  const count = isInt(z.count) ? z.count : cards.length;
  const { steps, fan, shown } = fanSteps(z);
  const box = h('div', { class: `pc-cards pc-fan-cards pc-fan-${fan}` });
  if (!cards.length) {
    if (count) box.append(slot(null, z, -1, ctx));
    else box.append(emptyPlace(z));
  }
  let w = 1;
  let hgt = CARD_H;
  cards.forEach((c, k) => {
    if (k < shown) return; // squared or fanned right: the lower cards lie under the shown ones
    const [dx, dy] = steps[k];
    w = Math.max(w, dx + 1);
    hgt = Math.max(hgt, dy + CARD_H);
    box.append(slot(c, z, k, ctx, { style: `--dx:${dx.toFixed(3)};--dy:${dy.toFixed(3)}` }));
  });
  box.style.setProperty('--fw', w.toFixed(3));
  box.style.setProperty('--fh', hgt.toFixed(3));
  if (count > 1 && fan !== 'down') box.append(countBadge(count));
  return box;
}

const DRAW = { trick: drawTrick, pairs: drawPairs, pile: drawPile, row: drawRow, stock: drawStock, fan: drawFan };

/** One zone: its label, its cards laid out by kind, its note. */
export function drawZone(z, ctx) {
  const kind = DRAW[z.kind] ? z.kind : 'row';
  const label = typeof z.label === 'string' ? z.label : '';
  const note = typeof z.note === 'string' ? z.note : '';
  const count = isInt(z.count) ? z.count : null;
  const aria = [label, note, count !== null && (kind === 'pile' || kind === 'stock' || kind === 'fan') ? t('table.cards_n', { n: count }) : ''].filter(Boolean).join(', ');
  const el = h('div', {
    class: `pc-zone pc-${kind}`, 'data-zone': ctx.still ? undefined : z.id,
    testid: ctx.still ? undefined : `zone-${z.id}`, role: 'group', 'aria-label': aria || undefined,
  },
  label && !ctx.noLabels ? h('div', { class: 'pc-zone-label' }, richText(label)) : null,
  DRAW[kind](z, ctx),
  note ? h('div', { class: 'pc-zone-note' }, richText(note)) : null);
  if (ctx.ui && !ctx.still) ctx.ui.zone(el, z.id);
  return el;
}

// --- a solitaire's grid --------------------------------------------------------------------

/** Where each zone of a patience picture lies (x, y in card widths) and the board's size.
 * Columns are card widths, except in a pyramid: three or more rows in a row whose piles
 * step by two columns, each row's columns odd where the next one's are even (every card
 * between the two under it): there two columns make one card, and the rows overlap. */
export function gridLayout(zones) {
  const rows = new Map();
  zones.forEach((z, i) => {
    const r = Number.isFinite(z.row) ? z.row : 0;
    if (!rows.has(r)) rows.set(r, []);
    rows.get(r).push(i);
  });
  const keys = [...rows.keys()].sort((a, b) => a - b);
  const colOf = (z) => (Number.isFinite(z.col) ? z.col : 0);
  // a row that may be a pyramid's: whole columns of one parity, two apart
  const parity = new Map();
  for (const r of keys) {
    const cols = [...new Set(rows.get(r).map((i) => colOf(zones[i])))].sort((a, b) => a - b);
    const whole = cols.every((c) => Number.isInteger(c));
    const two = cols.every((c, k) => k === 0 || c - cols[k - 1] === 2);
    parity.set(r, whole && two ? Math.abs(cols[0]) % 2 : null);
  }
  const unit = new Map(keys.map((r) => [r, 1]));
  let run = [];
  const close = () => {
    if (run.length >= 3) for (const r of run) unit.set(r, 0.5);
    run = [];
  };
  for (const r of keys) {
    const p = parity.get(r);
    const prev = run[run.length - 1];
    if (p !== null && prev !== undefined && r === prev + 1 && parity.get(prev) !== p) run.push(r);
    else {
      close();
      if (p !== null) run.push(r);
    }
  }
  close();
  const place = [];
  let y = 0;
  let prev = null;
  let width = 1;
  for (const r of keys) {
    const staggered = unit.get(r) < 1;
    if (prev !== null) y += staggered && prev.staggered ? CARD_H * 0.5 - prev.h : ROW_GAP;
    let tallest = CARD_H;
    for (const i of rows.get(r)) {
      const z = zones[i];
      const x = colOf(z) * unit.get(r) * (1 + GAP);
      let wide = 1;
      let high = CARD_H;
      if (z.kind === 'fan') {
        const { steps, shown } = fanSteps(z);
        for (const [dx, dy] of steps.slice(shown)) {
          wide = Math.max(wide, dx + 1);
          high = Math.max(high, dy + CARD_H);
        }
      } else if (z.kind === 'row') wide = Math.max(1, 1 + (arr(z.cards).length - 1) * 0.55);
      place[i] = { x, y };
      tallest = Math.max(tallest, high);
      width = Math.max(width, x + wide);
    }
    y += tallest;
    prev = { h: tallest, staggered };
  }
  return { place, width, height: y };
}

// --- the whole board -------------------------------------------------------------------------

/**
 * The table for one picture: the other seats, the felt (markers, zones, notes and what
 * the page lays over it: the banner, the result, the last trick), and the bottom seat
 * with the viewer's hand. opts: {ui, still (a copy to look at: no ids), over, overlays:
 * [nodes over the felt], top: [nodes at the felt's top], handLabel}.
 */
export function drawBoard(pic, opts = {}) {
  const layout = ['table', 'patience', 'spread'].includes(pic.layout) ? pic.layout : 'table';
  const ui = opts.ui || null;
  const order = seatOrder(pic);
  const names = (s) => {
    const seat = arr(pic.seats).find((x) => x && x.seat === s);
    return seat && seat.name ? String(seat.name) : t('seat.default', { n: s + 1 });
  };
  const ctx = { ui, order, names, still: !!opts.still, layout };
  const zones = arr(pic.zones).filter((z) => z && typeof z.id === 'string');

  // the middle
  let centre;
  if (layout === 'patience') {
    const { place, width, height } = gridLayout(zones);
    centre = h('div', { class: 'pc-grid', testid: opts.still ? undefined : 'patience-board', style: `--gw:${width.toFixed(3)};--gh:${height.toFixed(3)}` },
      ...zones.map((z, i) => {
        const el = drawZone(z, { ...ctx, noLabels: true });
        el.classList.add('pc-placed');
        el.style.setProperty('--x', place[i].x.toFixed(3));
        el.style.setProperty('--y', place[i].y.toFixed(3));
        return el;
      }));
  } else if (layout === 'spread') {
    centre = h('div', { class: 'pc-spread' }, ...zones.map((z) => drawZone(z, ctx)));
  } else {
    const deck = zones.filter((z) => DECK_KINDS.has(z.kind));
    const main = zones.filter((z) => !DECK_KINDS.has(z.kind));
    centre = h('div', { class: `pc-centre${deck.length && main.length ? ' pc-split' : ''}` },
      deck.length ? h('div', { class: 'pc-deck' }, ...deck.map((z) => drawZone(z, ctx))) : null,
      main.length ? h('div', { class: 'pc-main' }, ...main.map((z) => drawZone(z, ctx))) : null);
  }
  const markers = arr(pic.markers).filter((m) => m && typeof m === 'object');
  const notes = arr(pic.notes).filter((n) => typeof n === 'string' && n);
  const felt = h('div', { class: `felt pc-felt pc-layout-${layout}`, testid: opts.still ? undefined : 'table-area', 'data-felt': '1' },
    markers.length || arr(opts.top).length ? h('div', { class: 'pc-top' },
      markers.length ? h('div', { class: 'pc-markers', testid: opts.still ? undefined : 'markers' }, ...markers.map(markerNode)) : null,
      ...arr(opts.top)) : null,
    h('div', { class: 'pc-middle' }, centre),
    notes.length ? h('div', { class: 'pc-notes', testid: opts.still ? undefined : 'notes' }, ...notes.map((n) => h('p', {}, richText(n)))) : null,
    ...arr(opts.overlays));

  // the seats: the others above the felt, the bottom one under it with the hand
  const solo = layout !== 'table' && arr(pic.seats).length <= 1;
  const seatBox = (s, o) => {
    const el = drawSeat(s, o);
    if (ui) ui.seat(el, s.seat);
    return el;
  };
  const opponents = solo || !order.others.length ? null
    : h('div', { class: `pc-opponents n${order.others.length}` }, ...order.others.map((s) => seatBox(s, { over: opts.over, cls: `pc-at-${order.place.get(s.seat).side}` })));
  let mine = null;
  const b = order.bottom;
  if (b && !solo) {
    const isViewer = b.seat === order.viewer;
    const hand = obj(b.hand);
    const faces = arr(hand.cards).filter((c) => typeof c === 'string');
    const backs = isInt(hand.backs) ? hand.backs : 0;
    if (isViewer && !faces.length && !backs && !order.others.length) {
      // alone at the table with nothing in hand (a game of the middle only): no hand row
      mine = null;
    } else if (isViewer) {
      const handEl = h('div', { class: 'hand pc-hand', testid: opts.still ? undefined : 'hand', role: 'group', 'aria-label': opts.handLabel || t('table.your_cards') });
      faces.forEach((c) => {
        const f = face(c) || c;
        const el = h(ui ? 'button' : 'span', {
          type: ui ? 'button' : undefined, class: 'hand-card', 'data-card': opts.still ? undefined : f,
          testid: opts.still ? undefined : `card-${f}`, 'aria-label': cardName(f),
        }, cardNode(f, { size: 'h' }));
        el.querySelector('.card')?.removeAttribute('role');
        el.querySelector('.card')?.removeAttribute('aria-label');
        if (ui) ui.handCard(el, f);
        handEl.append(el);
      });
      // a face-down hand its holder never plays by place (no control names a slot, as a
      // War stack): a few backs and the count rather than a row of dozens
      const slotted = arr(pic.controls).some((c) => c && isInt(c.slot));
      const shown = !faces.length && !slotted ? Math.min(backs, HAND_BACKS_SHOWN) : backs;
      for (let k = 0; k < shown; k++) {
        // a card its holder may not see (played by its place: Control.slot)
        const el = h(ui ? 'button' : 'span', {
          type: ui ? 'button' : undefined, class: 'hand-card back-only', 'data-slot': k,
          testid: opts.still ? undefined : `card-slot-${k + 1}`, 'aria-label': t('card.slot', { n: k + 1 }),
        }, cardNode('?', { size: 'h' }));
        if (ui) ui.handSlot(el, k);
        handEl.append(el);
      }
      if (shown < backs) handEl.append(h('span', { class: 'pc-hand-more', testid: opts.still ? undefined : 'hand-count' }, String(backs)));
      // one card of the hand is in the tab order (the first playable one); arrows walk the rest
      const first = handEl.querySelector('.hand-card.playable') || handEl.querySelector('button.hand-card:not(.back-only)') || handEl.querySelector('button.hand-card');
      if (first) first.tabIndex = 0;
      if (!faces.length && !backs) handEl.append(h('p', { class: 'pc-no-cards' }, t('table.no_cards')));
      if (!faces.length && !backs) handEl.classList.add('pc-hand-empty');
      mine = h('section', { class: 'my-area pc-me', 'aria-label': t('table.your_cards') },
        drawSeat(b, { me: true, over: opts.over, noHand: true, cls: 'pc-at-bottom' }), handEl);
    } else {
      mine = h('section', { class: 'my-area pc-me pc-watch' }, drawSeat(b, { over: opts.over, cls: 'pc-at-bottom' }),
        faces.length ? h('div', { class: 'pc-hand pc-hand-small' }, ...faces.map((c) => cardNode(c, { size: 'sm' }))) : null);
    }
  }
  return h('div', { class: `pc-board pc-board-${layout}${solo ? ' pc-solo' : ''}` }, opponents, felt, mine);
}

/** The last trick or bout, drawn small (no ids: its cards are no longer on the table). */
export function drawLast(pic) {
  const last = arr(pic.last).filter((z) => z && typeof z.id === 'string');
  if (!last.length) return null;
  const order = seatOrder(pic);
  const names = (s) => {
    const seat = arr(pic.seats).find((x) => x && x.seat === s);
    return seat && seat.name ? String(seat.name) : t('seat.default', { n: s + 1 });
  };
  return h('div', { class: 'pc-last-zones' }, ...last.map((z) => drawZone(z, { ui: null, order, names, still: true })));
}

// --- fitting the screen ------------------------------------------------------------------------

/** Make the board fit its box: the hand's cards overlap to fit its width, the felt's
 * cards shrink until the middle fits (a solitaire's grid is sized from its units). */
export function fitBoard(board) {
  if (!board) return;
  fitHand(board.querySelector('.pc-hand'));
  const felt = board.querySelector('.pc-felt');
  if (!felt) return;
  sizeFelt(board, felt);
  const notes = felt.querySelector('.pc-notes');
  if (notes) markMoreBelow(notes);
}

/** Fade the foot of a box that scrolls and has more below (the notes on a phone's felt,
 * where a long legend is cut at the box's edge with nothing saying it goes on). */
function markMoreBelow(box) {
  const update = () => box.classList.toggle('more-below', box.scrollTop + box.clientHeight < box.scrollHeight - 2);
  update();
  if (!box.dataset.watched) {
    box.dataset.watched = '1';
    box.addEventListener('scroll', update, { passive: true });
  }
}

/** The felt's card width (--cw): as large as the felt holds without scrolling. */
function sizeFelt(board, felt) {
  const middle = felt.querySelector('.pc-middle');
  const grid = felt.querySelector('.pc-grid');
  const fw = felt.clientWidth;
  const handCard = board.querySelector('.card-h');
  const hw = handCard ? handCard.offsetWidth : Math.max(44, Math.min(96, window.innerWidth * 0.15, window.innerHeight * 0.115));
  if (grid && middle) {
    const gw = parseFloat(grid.style.getPropertyValue('--gw')) || 1;
    const gh = parseFloat(grid.style.getPropertyValue('--gh')) || 1;
    const cw = Math.max(16, Math.min(112, (middle.clientWidth - 8) / gw, (middle.clientHeight - 8) / gh));
    felt.style.setProperty('--cw', `${cw.toFixed(1)}px`);
    return;
  }
  let cw = Math.min(hw * 0.92, fw / 5.2, 104);
  const min = 22;
  for (let k = 0; k < 16; k++) {
    felt.style.setProperty('--cw', `${cw.toFixed(1)}px`);
    const over = felt.scrollHeight > felt.clientHeight + 1 || felt.scrollWidth > felt.clientWidth + 1
      || (middle && (middle.scrollHeight > middle.clientHeight + 1 || middle.scrollWidth > middle.clientWidth + 1));
    if (!over || cw <= min) break;
    cw = Math.max(min, cw * 0.88);
  }
}

/** Overlap the hand's cards when they do not fit on one line. */
export function fitHand(hand) {
  const cards = hand ? [...hand.querySelectorAll('.hand-card')] : [];
  if (!hand || cards.length < 2) {
    hand?.classList.remove('fanned');
    return;
  }
  hand.style.removeProperty('--overlap');
  const cw = cards[0].offsetWidth;
  const avail = hand.clientWidth - 8;
  const need = cards.length * (cw + 3);
  if (need > avail) {
    const overlap = Math.min(cw * 0.72, (need - avail) / (cards.length - 1) + 3);
    hand.style.setProperty('--overlap', `${overlap}px`);
    hand.classList.add('fanned');
  } else hand.classList.remove('fanned');
}
