import json,re
mcp=json.load(open('mcp.json')); oas=json.load(open('oas.json'))
names={'TimeTools.GET_CURRENT_TIME.value':'get_current_time','TimeTools.CONVERT_TIME.value':'convert_time','"fetch"':'fetch'}
for o in mcp:
    n=o['name']; o['name']=names.get(n, ('git_'+n.split('.')[1].lower()) if n.startswith('GitTools.') else n)
# params read by hand from the time server source (the extractor misses python dict schemas)
tz='IANA timezone name (e.g., \'America/New_York\', \'Europe/London\'). Use the local timezone if no timezone provided by the user.'
for o in mcp:
    if o['name']=='get_current_time': o['params']=[dict(name='timezone',description=tz,type='string')]
    if o['name']=='convert_time': o['params']=[dict(name='source_timezone',description='Source '+tz,type='string'),dict(name='time',description='Time to convert in 24-hour format (HH:MM)',type='string'),dict(name='target_timezone',description='Target '+tz,type='string')]
# labels judged by hand from the text (before any grade code exists); P = poor, G = good
MCP='G P G P P G P G G G P P G P P G P G G G G G G G G G G G G G G G P P P P P P P P P G G G P P P P P P P P P P P P P'.split()
OAS='P P G G G G G P P P P P P P P G G P G G G G G G G G G P P P P P P P P G P G P G G G G G G P P P P G G G G G'.split()
assert len(MCP)==len(mcp),(len(MCP),len(mcp)); assert len(OAS)==len(oas),(len(OAS),len(oas))
items=[]
for o,l in list(zip(mcp,MCP))+list(zip(oas,OAS)):
    ws=o['source'].split(':')[2].split('/')[1] if o['source'].startswith('github') else o['source'].split('api/')[1].split('#')[0]
    it=dict(id=len(items)+1, workspace=ws, name=o['name'], description=o['description'].strip(), label='good' if l=='G' else 'poor', source=o['source'], licence=o['licence'])
    ps=o.get('params'); 
    it['params']=[{k:v for k,v in p.items() if v not in (None,'',[])} for p in ps] if ps else []
    if o.get('outputs') is not None: it['outputs']=o['outputs']
    if o.get('errors') is not None: it['errors']=o['errors']
    items.append(it)
print(len(items), sum(i['label']=='good' for i in items), 'good')
json.dump(dict(about='Tool descriptions judged good or poor by hand for the description grade calibration; see README.md', items=items), open('labelled-set.json','w'), indent=1, ensure_ascii=False)
