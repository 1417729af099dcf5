"""A bot that misbehaves on purpose, for the harness's tests. The first argument says how:

- ``crash``: exits at its first move (status 3);
- ``slow``: never answers in time (sleeps 30 s per move);
- ``garbage``: answers lines that are not JSON;
- ``illegal``: answers an action number that is not legal;
- ``text``: answers the text form of the first legal move (a good bot);
- ``chatty``: prints a blank line, then an answer to an older id, then the right answer;
- ``silent``: reads everything and never writes (closes its output at once).
"""

import json
import os
import sys
import time

mode = sys.argv[1]
if mode == "silent":
    os.close(1)
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] != "act":
        continue
    if mode == "crash":
        sys.exit(3)
    if mode == "slow":
        time.sleep(30)
    if mode == "garbage":
        print("I think I will play the queen", flush=True)
    elif mode == "illegal":
        print(json.dumps({"action": -12345}), flush=True)
    elif mode == "text":
        print(json.dumps({"text": msg["legal"][0]["text"]}), flush=True)
    elif mode == "chatty":
        print("", flush=True)  # blank lines are skipped
        print(json.dumps({"id": msg["id"] - 1, "action": -1}), flush=True)
        print(json.dumps({"id": msg["id"], "action": msg["legal"][-1]["action"]}), flush=True)
