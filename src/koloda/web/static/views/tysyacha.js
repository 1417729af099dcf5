// Тысяча: the bidding box, the talon, the gifts, the contract (raise, play, roospis),
// dark/look, hints, the trick and the last trick, the score line and the score sheet
// (bolts, barrel marks). Every move still comes from the frame's `legal` list.

import { t, tOr } from '../i18n.js';
import { h, arr, obj, isInt, icon } from '../util.js';
import { parseCard, suitNode } from '../cards.js';

const SUIT_ORDER = { H: 0, D: 1, C: 2, S: 3 }; // hearts first: the dearest marriage
const STRENGTH = { 14: 0, 10: 1, 13: 2, 12: 3, 11: 4, 9: 5 };

export function handOrder(hand) {
  return hand.slice().sort((a, b) => {
    const ca = parseCard(a);
    const cb = parseCard(b);
    if (!ca || !cb) return 0;
    return (SUIT_ORDER[ca.suit] ?? 9) - (SUIT_ORDER[cb.suit] ?? 9) || (STRENGTH[ca.rank] ?? 9) - (STRENGTH[cb.rank] ?? 9);
  });
}

function minBid(obs) {
  return isInt(obs.high_bid) && obs.high_bid ? obs.high_bid + 5 : 100;
}

function statusText(obs, legal) {
  const phase = String(obs.phase ?? '');
  if (phase === 'play') {
    const trick = arr(obs.trick);
    if (!trick.length) return t('ty.why.lead');
    const led = parseCard(arr(trick[0])[1]);
    return led ? t('ty.why.follow', { suit: t(`suit.${led.suit}`) }) : t('ty.why.lead');
  }
  if (phase === 'bidding') return t('ty.why.bidding', { n: minBid(obs) });
  if (phase === 'contract') return t('ty.why.contract', { n: obs.contract ?? obs.high_bid ?? '' });
  if (phase === 'discard') return t('ty.why.discard');
  if (phase === 'talon') return t(obs.players === 2 ? 'ty.why.talon2' : 'ty.why.talon');
  return tOr(`ty.why.${phase}`, '');
}

/** The sheet rows: the server's (obs.sheet or frame.sheet) when sent, else the rows this
 * page collected from `last_deal` while it watched (kept for the session). */
function sheetRows(ctx) {
  const { obs, frame, table } = ctx;
  const server = Array.isArray(obs.sheet) ? obs.sheet : Array.isArray(frame.sheet) ? frame.sheet : null;
  if (server) return { rows: server.filter((r) => r && typeof r === 'object'), complete: true };
  if (ctx.replay) return { rows: [], complete: true };
  const key = `koloda.sheet.${table.id ?? ''}`;
  let store = ctx.store.sheet;
  if (!store) {
    try {
      store = JSON.parse(sessionStorage.getItem(key) || 'null');
    } catch {
      store = null;
    }
    if (!store || !Array.isArray(store.rows)) store = { rows: [], lastDeal: null };
    ctx.store.sheet = store;
  }
  const dealNo = isInt(obs.deal_no) ? obs.deal_no : null;
  const last = obs.last_deal && typeof obs.last_deal === 'object' ? obs.last_deal : null;
  const playedDeal = obs.phase === 'over' ? dealNo : dealNo !== null ? dealNo - 1 : null;
  if (last && playedDeal !== null && playedDeal >= 1 && !store.rows.some((r) => r.deal === playedDeal)) {
    store.rows.push({
      deal: playedDeal, declarer: last.declarer, contract: last.contract, made: last.made, roospis: last.roospis,
      deltas: arr(last.deltas), totals: arr(obs.scores).slice(), barrel: arr(obs.barrel_deals_left).slice(),
      bolts: arr(obs.bolts).slice(), notes: [], golden: false, dark: false, partial: true,
    });
    store.rows.sort((a, b) => a.deal - b.deal);
    try {
      sessionStorage.setItem(key, JSON.stringify(store));
    } catch {
      /* kept in memory only */
    }
  }
  return { rows: store.rows, complete: false };
}

const NOTE_KEYS = ['bolt', 'bolt_penalty', 'fall', 'climb', 'samosval', 'three_barrels', 'roospis3'];

function sheetPanel(ctx) {
  const { obs, players, name } = ctx;
  const { rows, complete } = sheetRows(ctx);
  const head = h('tr', {}, h('th', { scope: 'col' }, '#'), h('th', { scope: 'col' }, t('ty.sheet.contract')),
    ...Array.from({ length: players }, (_, s) => h('th', { scope: 'col' }, name(s))));
  const body = rows.map((r) => {
    if (r.reset) return h('tr', { class: 'sheet-reset' }, h('td', { colspan: players + 2 }, t('ty.sheet.golden_reset')));
    const result = r.roospis ? t('ty.sheet.roospis_mark') : r.made ? '+' : '−';
    const kinds = `${r.golden ? t('ty.sheet.golden_mark') : ''}${r.dark ? t('ty.sheet.dark_mark') : ''}`;
    return h('tr', {},
      h('td', {}, r.deal ?? ''),
      h('td', { title: isInt(r.declarer) && r.declarer >= 0 ? name(r.declarer) : '' }, isInt(r.declarer) && r.declarer >= 0 ? `${r.contract ?? ''}${result}${kinds ? ' ' + kinds : ''}` : '—'),
      ...Array.from({ length: players }, (_, s) => {
        const d = arr(r.deltas)[s];
        const total = arr(r.totals)[s];
        const notes = arr(arr(r.notes)[s]).filter((n) => NOTE_KEYS.includes(n) && n !== 'climb');
        const barrel = arr(r.barrel)[s];
        const sitting = r.sitting === s;
        return h('td', { class: `${isInt(d) && d < 0 ? 'neg' : ''}${r.declarer === s ? ' declarer-cell' : ''}`, title: r.declarer === s ? t('ty.declarer') : undefined },
          sitting ? h('small', { class: 'muted' }, t('ty.sheet.talon'), ' ') : null,
          isInt(total) ? h('strong', {}, total) : '', isInt(d) ? h('small', { class: 'delta' }, ` ${d > 0 ? '+' : ''}${d}`) : '',
          ...notes.map((n) => h('span', { class: `mark mark-${n}`, title: t(`ty.note.${n}`) }, ' ', t(`ty.mark.${n}`))),
          isInt(barrel) || (barrel !== null && barrel !== undefined && barrel !== false) ? h('span', { class: 'mark mark-barrel', title: t('ty.barrel') }, ' ', icon('barrel', t('ty.barrel')), isInt(barrel) ? barrel : '') : null);
      }));
  });
  const totals = h('tr', { class: 'sheet-total' }, h('th', { scope: 'row', colspan: 2 }, t('ty.sheet.now')),
    ...Array.from({ length: players }, (_, s) => {
      const bolts = arr(obs.bolts)[s];
      const onBarrel = arr(obs.barrel)[s];
      return h('td', {}, h('strong', {}, arr(obs.scores)[s] ?? 0),
        isInt(bolts) && bolts > 0 ? h('span', { class: 'mark mark-bolt', title: t('ty.bolts_n', { n: bolts }) }, ' ', t('ty.mark.bolt'), bolts > 1 ? `×${bolts}` : '') : null,
        onBarrel ? h('span', { class: 'mark mark-barrel', title: t('ty.barrel') }, ' ', icon('barrel', t('ty.barrel')), isInt(arr(obs.barrel_deals_left)[s]) ? arr(obs.barrel_deals_left)[s] : '') : null);
    }));
  return h('section', { class: 'panel sheet-panel', testid: 'sheet' },
    h('h2', {}, t('ty.sheet.title')),
    h('div', { class: 'table-scroll' }, h('table', { class: 'sheet' }, h('thead', {}, head), h('tbody', {}, ...body, totals))),
    complete ? null : h('p', { class: 'muted small' }, t('ty.sheet.partial')));
}

function hintsBox(ctx) {
  const { obs, me, sendHint } = ctx;
  const left = obj(obs.hints_left);
  if (me === null || !sendHint || obs.phase === 'over' || obs.phase === 'deal') return null;
  const kinds = [['hands', 'ty.hint.hands'], ['talon_suits', 'ty.hint.talon_suits']];
  const buttons = kinds.filter(([k]) => isInt(left[k]) && left[k] > 0).map(([k, label]) =>
    h('button', { type: 'button', class: 'btn btn-small', testid: `hint-${k}`, onclick: () => sendHint(k) }, t(label), ` (${left[k]})`));
  const size = isInt(obs.talon_size) ? obs.talon_size : 0;
  if (isInt(left.talon_card) && left.talon_card > 0 && size > 0 && !arr(obs.talon).length) {
    const sel = h('select', { testid: 'hint-talon-n', 'aria-label': t('ty.hint.which') }, ...Array.from({ length: size }, (_, k) => h('option', { value: k + 1 }, k + 1)));
    buttons.push(h('span', { class: 'hint-talon' }, h('button', { type: 'button', class: 'btn btn-small', testid: 'hint-talon_card', onclick: () => sendHint(`talon ${sel.value}`) }, t('ty.hint.talon_card'), ` (${left.talon_card})`), sel));
  }
  if (!buttons.length) return null;
  return h('div', { class: 'hints-box', role: 'group', 'aria-label': t('ty.hint.title') }, h('span', { class: 'box-title' }, t('ty.hint.title')), ...buttons);
}

export function render(ctx) {
  const { obs, legal, me, players, name, moveButton, tableCard } = ctx;
  const claimed = new Set();
  const phase = String(obs.phase ?? '');
  const texts = legal.map((m) => String(obj(m).text ?? ''));
  const idx = (re) => texts.map((x, i) => (re.test(x) ? i : -1)).filter((i) => i >= 0);

  // title
  const title = [isInt(obs.deal_no) ? t('ty.deal_n', { n: obs.deal_no }) : null,
    obs.golden ? t('ty.golden') : null, obs.dark ? t('ty.dark') : null].filter(Boolean).join(' · ');

  // seats: score, barrel, bolts, dealer, declarer, bids, tricks
  const lastBid = {};
  for (const b of arr(obs.bids)) if (Array.isArray(b) && isInt(b[0])) lastBid[b[0]] = b[1];
  const declared = arr(obs.declared);
  const seatInfo = (s) => {
    const out = [];
    out.push(h('span', { class: 'score', title: t('ty.score') }, arr(obs.scores)[s] ?? 0));
    if (arr(obs.barrel)[s]) {
      const left = arr(obs.barrel_deals_left)[s];
      out.push(h('span', { class: 'badge badge-barrel', title: t('ty.barrel') }, icon('barrel'), ' ', isInt(left) ? t('ty.barrel_left', { n: left }) : t('ty.barrel')));
    }
    const bolts = arr(obs.bolts)[s];
    if (isInt(bolts) && bolts > 0) out.push(h('span', { class: 'badge badge-bolts' }, t('ty.bolts_n', { n: bolts })));
    if (obs.dealer === s) out.push(h('span', { class: 'badge' }, t('ty.dealer')));
    if (obs.sitting_out === s) out.push(h('span', { class: 'badge' }, t('ty.sits_out')));
    if (obs.declarer === s) out.push(h('span', { class: 'badge badge-declarer' }, t('ty.declarer'), isInt(obs.contract) ? ` ${obs.contract}` : ''));
    if (s in lastBid && (phase === 'bidding' || phase === 'unblind' || phase === 'dark')) {
      out.push(h('span', { class: 'badge badge-bid' }, lastBid[s] === 'pass' ? t('ty.pass') : String(lastBid[s])));
    }
    if ((phase === 'play' || phase === 'over') && obs.sitting_out !== s) {
      const tr = arr(obs.tricks_won)[s];
      const pts = arr(obs.taken_points)[s];
      if (isInt(tr)) out.push(h('span', { class: 'badge' }, t('ty.tricks', { n: tr, p: pts ?? 0 })));
    }
    for (const d of declared) {
      if (Array.isArray(d) && d[0] === s) {
        out.push(h('span', { class: 'badge badge-marriage', title: t('ty.marriage') },
          d[1] === 'A' ? t('ty.aces') : suitNode(String(d[1])), ` ${d[2] ?? ''}`));
      }
    }
    return out;
  };

  const center = h('div', { class: 'ty-center' });
  const info = h('div', { class: 'ty-info' });
  if (obs.trump) info.append(h('span', { class: 'trump', testid: 'trump' }, t('ty.trump'), ' ', suitNode(String(obs.trump), { label: true })));
  else if (phase === 'play') info.append(h('span', { class: 'trump', testid: 'trump' }, t('ty.no_trump')));
  if (isInt(obs.declarer) && isInt(obs.contract)) info.append(h('span', { class: 'contract', testid: 'contract' }, t('ty.contract', { n: obs.contract, name: name(obs.declarer) })));
  if (info.childNodes.length) center.append(info);

  // bids so far
  const bids = arr(obs.bids).filter((b) => Array.isArray(b));
  if (bids.length && ['bidding', 'unblind', 'dark', 'talon', 'redeal'].includes(phase)) {
    center.append(h('div', { class: 'bids', testid: 'bids' }, h('span', { class: 'box-title' }, t('ty.bids')),
      ...bids.map(([s, v]) => h('span', { class: `bid-chip${v === 'pass' ? ' bid-pass' : ''}` }, `${name(s)} `, h('strong', {}, v === 'pass' ? t('ty.pass') : String(v))))));
  }

  // the talon: open cards, or backs; the two talons of a two-player game as buttons
  const talon = arr(obs.talon);
  const talonSize = isInt(obs.talon_size) ? obs.talon_size : 0;
  const takeIdx = idx(/^take \d+$/);
  if (talon.length || talonSize || takeIdx.length) {
    const tbox = h('div', { class: 'talon', testid: 'talon' }, h('span', { class: 'box-title' }, t('ty.talon')));
    if (talon.length) tbox.append(h('div', { class: 'card-row' }, ...talon.map((c, k) => tableCard(c, { size: 'sm', slot: `talon${k}` }))));
    else if (talonSize) tbox.append(h('div', { class: 'card-row' }, ...Array.from({ length: talonSize }, (_, k) => tableCard('?', { size: 'sm', slot: `talon${k}` }))));
    if (takeIdx.length) {
      tbox.append(h('div', { class: 'take-row' }, ...takeIdx.map((i) => { claimed.add(i); return moveButton(i, { cls: 'move-word' }); })));
    }
    center.append(tbox);
  }

  // gifts and received cards
  const gifts = arr(obs.gifts).filter((g) => Array.isArray(g));
  if (gifts.length) {
    center.append(h('div', { class: 'gifts', testid: 'gifts' }, h('span', { class: 'box-title' }, t('ty.gifts')),
      ...gifts.map(([g, to, card]) => h('span', { class: 'gift' }, `${name(g)} → ${name(to)}: `, tableCard(card ?? '?', { size: 'xs', slot: `gift${g}-${to}` })))));
  }
  const received = arr(obs.received);
  if (received.length && me !== null) {
    center.append(h('div', { class: 'received' }, h('span', { class: 'box-title' }, t('ty.received')), ...received.map((c) => tableCard(c, { size: 'xs', slot: 'recv' }))));
  }

  // the trick on the table: each card under its player's name
  const trick = arr(obs.trick).filter((x) => Array.isArray(x));
  if (phase === 'play' || trick.length) {
    center.append(h('div', { class: 'trick', testid: 'trick', 'data-drop': 'table', 'aria-label': t('ty.trick') },
      trick.length ? trick.map(([s, c]) => h('figure', { class: 'trick-card' }, tableCard(c, { slot: `trick${s}` }), h('figcaption', {}, name(s))))
        : h('p', { class: 'muted' }, t('ty.trick_empty'))));
  }
  const lastTrick = obj(obs.last_trick);
  if (arr(lastTrick.cards).length && phase === 'play') {
    center.append(h('details', { class: 'last-trick', testid: 'last-trick' },
      h('summary', {}, t('ty.last_trick', { name: name(lastTrick.winner), p: lastTrick.points ?? 0 })),
      h('div', { class: 'card-row' }, ...arr(lastTrick.cards).filter(Array.isArray).map(([s, c]) => h('figure', { class: 'trick-card small' }, ctx.cardNode(c, { size: 'xs' }), h('figcaption', {}, name(s)))))));
  }

  // last deal's result
  const last = obs.last_deal && typeof obs.last_deal === 'object' ? obs.last_deal : null;
  if (last && ['bidding', 'dark', 'redeal', 'unblind', 'over'].includes(phase)) {
    const verdict = last.roospis ? t('ty.roospis') : last.made ? t('ty.made') : t('ty.failed');
    center.append(h('p', { class: 'last-deal', testid: 'last-deal' }, t('ty.last_deal', { name: name(last.declarer), n: last.contract ?? '', verdict }), ' ',
      arr(last.deltas).map((d, s) => `${name(s)} ${isInt(d) && d > 0 ? '+' : ''}${d}`).join(', ')));
  }

  // controls: the bidding box, the contract box, hints
  const controls = h('div', { class: 'ty-controls' });
  const bidIdx = idx(/^bid \d+$/);
  const passIdx = idx(/^pass$/);
  if (bidIdx.length || (passIdx.length && (phase === 'bidding' || phase === 'unblind'))) {
    const box = h('div', { class: 'bid-box', testid: 'bid-box', role: 'group', 'aria-label': t('ty.bid_box') },
      h('span', { class: 'box-title' }, phase === 'unblind' ? t('ty.unblind_box') : t('ty.bid_box')));
    for (const i of passIdx) { claimed.add(i); box.append(moveButton(i, { cls: 'move-word move-pass' })); }
    const grid = h('div', { class: 'bid-grid' });
    for (const i of bidIdx) { claimed.add(i); grid.append(moveButton(i, { cls: 'move-bid' })); }
    box.append(grid);
    controls.append(box);
  }
  const raiseIdx = idx(/^raise \d+$/);
  const startIdx = idx(/^start$/);
  const roospisIdx = idx(/^roospis$/);
  if (raiseIdx.length || startIdx.length || roospisIdx.length) {
    const box = h('div', { class: 'contract-box', testid: 'contract-box', role: 'group', 'aria-label': t('ty.contract_box') },
      h('span', { class: 'box-title' }, t('ty.contract_box')));
    for (const i of [...startIdx, ...roospisIdx]) { claimed.add(i); box.append(moveButton(i, { cls: 'move-word' })); }
    if (raiseIdx.length) {
      const grid = h('div', { class: 'bid-grid' });
      for (const i of raiseIdx) { claimed.add(i); grid.append(moveButton(i, { cls: 'move-bid' })); }
      box.append(h('details', { class: 'raise', open: raiseIdx.length <= 12 }, h('summary', {}, t('ty.raise_to')), grid));
    }
    controls.append(box);
  }
  const hb = hintsBox(ctx);
  if (hb) controls.append(hb);

  // gifts: drop a card on an opponent's seat; the menu names the seat otherwise
  const dropSeats = new Set();
  for (const x of texts) {
    const m = /^give \S+ (\d+)$/.exec(x);
    if (m) dropSeats.add(Number(m[1]));
  }

  let handNote = null;
  if (me !== null && obs.sitting_out === me) handNote = t('ty.you_sit_out');
  else if (me !== null && !arr(obs.hand).length && ['dark', 'unblind', 'bidding', 'giving', 'contract'].includes(phase)) handNote = t('ty.not_looked');
  else if (phase === 'giving' && legal.length) handNote = t('ty.give_note');
  else if (phase === 'discard' && legal.length) handNote = t('ty.discard_note');
  else if (legal.some((m) => / (declare|aces)$/.test(String(obj(m).text)))) handNote = t('ty.declare_note');

  let resultExtra = null;
  if (phase === 'over') {
    const scores = arr(obs.scores);
    resultExtra = h('ol', { class: 'final-scores' }, ...scores.map((v, s) => [s, v]).sort((a, b) => b[1] - a[1]).map(([s, v]) => h('li', {}, `${name(s)}: ${v}`)));
  }

  return {
    title, status: statusText(obs, legal), seatInfo, center, controls, claimed, dropSeats, handOrder,
    handNote, panels: [sheetPanel(ctx)], resultExtra,
    emptyHand: me !== null && obs.sitting_out === me ? t('ty.you_sit_out') : undefined,
  };
}

