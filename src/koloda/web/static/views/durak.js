// Durak in every form: attack/cover pairs on the table, the stock with the turned trump,
// the discard, each seat's role (attacks, defends, throws in), known and closed cards,
// finishing places, teams, the match tally, points and pogons. Every action — throw-ins,
// transfers, take, done, believe's accept/challenge, trump swap, poker's swap — is a
// button from the `legal` list's labels; nothing here decides what is legal.

import { t, tOr } from '../i18n.js';
import { h, arr, obj, isInt } from '../util.js';
import { sortHand, suitNode, cardShort } from '../cards.js';

function ownTrump(obs) {
  const trumps = arr(obs.trumps);
  if (trumps.length && isInt(obs.seat) && typeof trumps[obs.seat] === 'string') return trumps[obs.seat];
  return typeof obs.trump === 'string' ? obs.trump : null;
}

export function handOrder(hand, obs) {
  return sortHand(hand, ownTrump(obs));
}

function variantName(key, obs) {
  let name = tOr(`durak.var.${key}`, key);
  const letter = obj(obs.rules)[key];
  if (letter === 'a' || letter === 'b') name += ` ${t(`durak.letter.${letter}`)}`;
  return name;
}

function pairNode(ctx, pair, k) {
  const [attack, cover] = pair;
  const open = cover === null || cover === undefined;
  const owner = arr(ctx.obs.table_owner)[k];
  return h('div', {
    class: `pair${open ? ' pair-open' : ''}`, testid: `pair-${k + 1}`,
    'data-drop-card': open && typeof attack === 'string' ? attack : undefined,
    'aria-label': open ? t('durak.pair_open', { card: cardShort(attack) }) : t('durak.pair_covered', { card: cardShort(attack), cover: cover === '?' ? t('card.face_down') : cardShort(cover) }),
  },
  ctx.tableCard(attack, { slot: `a${k}`, cls: 'attack-card' }),
  open ? null : ctx.tableCard(cover, { slot: `d${k}`, cls: 'cover-card' }),
  isInt(owner) && ctx.players > 2 ? h('small', { class: 'pair-owner' }, ctx.name(owner)) : null);
}

/** `last_bout` (when the server sends it): the previous bout's pairs and how it ended. */
function lastBout(ctx) {
  const lb = ctx.obs.last_bout;
  if (!lb || typeof lb !== 'object') return null;
  const pairs = arr(lb.pairs ?? lb.table ?? lb.cards).filter(Array.isArray);
  const bits = [];
  // {pairs, defender, taker (null: beaten off), taken}
  if (isInt(lb.defender) && 'taker' in lb) {
    bits.push(isInt(lb.taker) ? t('durak.lb_took', { name: ctx.name(lb.taker), n: isInt(lb.taken) ? lb.taken : '?' })
      : t('durak.lb_beaten', { name: ctx.name(lb.defender) }));
  }
  for (const [k, v] of Object.entries(lb)) {
    if (['table', 'pairs', 'cards', 'defender', 'taker', 'taken'].includes(k)) continue;
    if (['defender', 'attacker', 'taker'].includes(k) && isInt(v)) bits.push(`${tOr(`durak.lb.${k}`, k)}: ${ctx.name(v)}`);
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') bits.push(`${tOr(`durak.lb.${k}`, k)}: ${tOr(`durak.lb.${k}.${v}`, String(v))}`);
  }
  return h('details', { class: 'last-bout', testid: 'last-bout' },
    h('summary', {}, t('durak.last_bout'), bits.length ? ` — ${bits.join(', ')}` : ''),
    h('div', { class: 'pairs small' }, ...pairs.map(([a, d]) => h('div', { class: 'pair' },
      ctx.cardNode(typeof a === 'string' ? a : '?', { size: 'xs' }),
      d === null || d === undefined ? null : ctx.cardNode(d, { size: 'xs', cls: 'cover-card' })))));
}

export function render(ctx) {
  const { obs, legal, me, players, name, tableCard } = ctx;
  const over = obs.phase === 'over';
  const variants = arr(obs.variants).filter((v) => typeof v === 'string');
  const base = tOr(`durak.base.${obs.base}`, String(obs.base ?? ''));
  let title = [base, ...variants.map((v) => variantName(v, obs))].filter(Boolean).join(' + ');
  if (isInt(obs.match_games) && obs.match_games > 1) title += ` · ${t('durak.game_of', { n: obs.game_no ?? 1, m: obs.match_games })}`;

  // why the mover moves
  const texts = legal.map((m) => String(obj(m).text ?? ''));
  let status = tOr(`durak.why.${obs.why}`, '');
  if (texts.some((x) => /^(transfer|show) /.test(x))) status += (status ? '; ' : '') + t('durak.may_transfer');
  if (isInt(obs.swaps_left) && obs.swaps_left > 0 && me === obs.to_move) status += `; ${t('durak.swaps_left', { n: obs.swaps_left })}`;
  // a stalled game lifts the lead limits of the boring and english_g variants only
  if (obs.free_leads && variants.some((v) => v === 'boring' || v === 'english_g')) status += `; ${t('durak.free_leads')}`;

  const out = arr(obs.out);
  const throwers = new Set(arr(obs.attackers));
  const known = arr(obs.known);
  const closed = arr(obs.closed);
  const teams = Array.isArray(obs.teams) ? obs.teams : null;
  const trumps = Array.isArray(obs.trumps) ? obs.trumps : null;
  const seatInfo = (s) => {
    const bits = [];
    if (over && obs.fool === s) bits.push(h('span', { class: 'badge badge-fool' }, t('durak.fool')));
    else if (out.includes(s)) bits.push(h('span', { class: 'badge badge-out' }, t('durak.out_place', { n: out.indexOf(s) + 1 })));
    else if (!over) {
      if (obs.defender === s) bits.push(h('span', { class: 'badge badge-defender' }, obs.taking ? t('durak.takes') : t('durak.defends')));
      else if (obs.attacker === s) bits.push(h('span', { class: 'badge badge-attacker' }, t('durak.attacks')));
      else if (throwers.has(s)) bits.push(h('span', { class: 'badge' }, t('durak.may_throw')));
    }
    if (teams && isInt(teams[s])) bits.push(h('span', { class: 'badge' }, t('durak.team', { n: teams[s] + 1 })));
    if (trumps && typeof trumps[s] === 'string') bits.push(h('span', { class: 'badge' }, t('durak.own_trump'), ' ', suitNode(trumps[s])));
    if (isInt(closed[s]) && closed[s] > 0) bits.push(h('span', { class: 'badge' }, t('durak.closed_n', { n: closed[s] })));
    const kn = arr(known[s]).filter((c) => typeof c === 'string');
    if (kn.length && s !== me) bits.push(h('span', { class: 'known', title: t('durak.known') }, ...sortHand(kn, ownTrump(obs)).map((c) => ctx.cardNode(c, { size: 'xs' }))));
    return bits;
  };

  // the middle: stock and trump, the pairs, the discard
  const stockCount = isInt(obs.stock_count) ? obs.stock_count : 0;
  const trumpCard = typeof obs.trump_card === 'string' ? obs.trump_card : null;
  const deck = h('div', { class: 'deck-area' },
    h('div', { class: 'stock', testid: 'stock', 'aria-label': t('durak.stock_n', { n: stockCount }) },
      trumpCard && stockCount ? ctx.cardNode(trumpCard, { size: 'sm', cls: 'trump-card' }) : null,
      stockCount ? ctx.cardNode('?', { size: 'sm', cls: 'stock-card' }) : h('span', { class: 'card card-sm card-place' }),
      h('span', { class: 'pile-count' }, stockCount)),
    h('div', { class: 'trump-info', testid: 'trump' },
      obs.trump ? [t('durak.trump'), ' ', suitNode(String(obs.trump), { label: true })] : t('durak.no_trump'),
      trumpCard && !stockCount ? h('small', { class: 'muted' }, ' ', t('durak.trump_card_gone', { card: cardShort(trumpCard) })) : null),
    h('div', { class: 'discard', testid: 'discard', 'aria-label': t('durak.discard_n', { n: obs.discard_count ?? 0 }) },
      isInt(obs.discard_count) && obs.discard_count > 0 ? ctx.cardNode('?', { size: 'sm', cls: 'discard-card' }) : h('span', { class: 'card card-sm card-place' }),
      h('span', { class: 'pile-count' }, t('durak.discard_short', { n: obs.discard_count ?? 0 }))));

  const table = arr(obs.table).filter(Array.isArray);
  const pairs = h('div', { class: 'pairs', testid: 'pairs', 'data-drop': 'table' },
    table.length ? table.map((p, k) => pairNode(ctx, p, k)) : h('p', { class: 'muted' }, over ? '' : t('durak.table_empty')));
  const notes = [];
  if (table.some((p) => p[1] === '?')) notes.push(t('durak.face_down_note'));
  if (isInt(obs.attack_limit) && obs.attack_limit < 99 && !over) notes.push(t('durak.limit', { n: obs.attack_limit }));
  if (isInt(obs.removed_count) && obs.removed_count > 0) notes.push(t('durak.removed', { n: obs.removed_count }));
  const center = h('div', { class: 'durak-center' }, deck, pairs,
    notes.length ? h('p', { class: 'muted small' }, notes.join(' · ')) : null, lastBout(ctx));

  // panels: match tally, points, pogons, the public discard
  const panels = [];
  const tally = arr(obs.tally);
  if ((isInt(obs.match_games) && obs.match_games > 1) || tally.some((x) => x)) {
    panels.push(h('section', { class: 'panel', testid: 'tally' }, h('h2', {}, t('durak.tally')),
      h('ul', {}, ...tally.map((n, s) => h('li', {}, `${name(s)}: ${n}`)))));
  }
  if (variants.includes('points')) {
    panels.push(h('section', { class: 'panel' }, h('h2', {}, t('durak.points')), h('ul', {}, ...arr(obs.beaten).map((n, s) => h('li', {}, `${name(s)}: ${n}`)))));
  }
  if (variants.includes('pursuit')) {
    const rk = (r) => cardShort(`${({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' })[r] ?? r}S`).slice(0, -1);
    panels.push(h('section', { class: 'panel' }, h('h2', {}, t('durak.pogons')),
      h('ul', {}, ...arr(obs.pogons).map((p, s) => h('li', {}, `${name(s)}: ${arr(p).map(rk).join(' ') || '—'}`)))));
  }
  const discard = arr(obs.discard).filter((c) => typeof c === 'string');
  if (discard.length) {
    panels.push(h('details', { class: 'panel discard-panel' }, h('summary', {}, t('durak.discard_list', { n: discard.length })),
      h('div', { class: 'card-row wrap' }, ...sortHand(discard, obs.trump).map((c) => ctx.cardNode(c, { size: 'xs' })))));
  }

  let handNote = null;
  const mine = isInt(me) ? closed[me] : 0;
  if (variants.includes('reverse')) handNote = t('durak.reverse_note');
  else if (isInt(mine) && mine > 0) handNote = t('durak.closed_mine', { n: mine });
  const finished = out.filter((s) => !(over && s === obs.fool));
  let resultExtra = null;
  if (over && finished.length) resultExtra = h('p', {}, t('durak.finished'), ' ', finished.map((s) => name(s)).join(', '));

  return { title, status, seatInfo, center, panels, handOrder: (hand) => handOrder(hand, obs), handNote, resultExtra, claimed: new Set(), players };
}
