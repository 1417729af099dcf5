#!/usr/bin/env node
// A Koloda bot in JavaScript: plays a random legal move, preferring to take the cards
// back never and to say "done" last (just to show that the bot may reason about labels).
//
//   koloda match durak --agents "heuristic,cmd:node examples/bots/random_bot.mjs" --games 20
//
// The protocol (docs/bot-protocol.md): one JSON object per line on stdin, one per line on
// stdout. "hello" opens a game, "act" asks for a move, "bye" closes the game; end of input
// ends the match. Only "act" is answered: {"action": <one of legal[].action>}, or
// {"text": "<an action text>"}; echoing "id" is optional.
//
// Each game's hello carries a seed: the bot reseeds from it, so a match is repeatable
// whatever the number of workers. Options: --seed N (one fixed seed for the whole run),
// --first (always the first legal move).
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
let seed = 1;
const si = args.indexOf("--seed");
const fixedSeed = si >= 0;
if (fixedSeed) seed = Number(args[si + 1]) >>> 0 || 1;
const first = args.includes("--first");

// xorshift32: a tiny seeded generator, so a match with this bot can be repeated
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}

let game = null; // the hello of the game in progress
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });

lines.on("line", (line) => {
  if (!line.trim()) return;
  const msg = JSON.parse(line);
  if (msg.type === "hello") {
    game = msg; // {game, seat, players, rules, lang, seed, resumed}
    if (!fixedSeed) seed = msg.seed >>> 0 || 1; // a repeatable match: seed from the hello
  } else if (msg.type === "act") {
    const legal = msg.legal; // [{action, text, label}]
    let pick = legal[0];
    if (!first) {
      // a little taste: in Durak, beat or throw in rather than take, when there is a choice
      const notTake = legal.filter((m) => m.text !== "take");
      const pool = notTake.length > 0 ? notTake : legal;
      pick = pool[Math.floor(next() * pool.length)];
    }
    process.stdout.write(JSON.stringify({ id: msg.id, action: pick.action }) + "\n");
  } else if (msg.type === "bye") {
    game = null; // msg.returns: this game's outcome per seat
  }
});

lines.on("close", () => process.exit(0));
