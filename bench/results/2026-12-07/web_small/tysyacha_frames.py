import time, sys
from koloda.engine.game import get_game
from koloda.table.seats import COMPUTER, Seat
from koloda.table.table import Table
from koloda.web.rooms import state_frame, frame_text
from koloda.web.patch import state_patch
g=get_game("tysyacha"); r=g.make_rules()
xs=[]
for seed in (5,6,7):
    t=Table(g,3,r,[Seat(COMPUTER,"heuristic")]*3,seed=seed)
    last={}
    n=0
    while not t.over:
        t.step(); n+=1
        a=time.process_time()
        for v in (0,1,2,None):
            f=state_frame(t,"b",v,"ru",n,max(0,len(t.log)-1),[True]*3,set(),0,with_obs=False)
            frame_text(state_patch(last[v],f) if v in last else f); last[v]=f
        xs.append((n,time.process_time()-a))
late=[x for n,x in xs if n>400]
early=[x for n,x in xs if n<=400]
m=lambda v: sorted(v)[len(v)//2]*1000
print("frames for 4 viewers per action: early median %.3f ms (%d), late (after 400 moves) %.3f ms (%d)"%(m(early),len(early),m(late),len(late)))
