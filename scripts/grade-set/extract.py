import json, re, subprocess, sys, random
REPO='/work/.mirror/modelcontextprotocol+servers/repo'
SHA=subprocess.check_output(['git','-C',REPO,'rev-parse','HEAD'],text=True).strip()
def show(p): return subprocess.check_output(['git','-C',REPO,'show','HEAD:'+p],text=True)
def strcat(s):
    # join "a" + "b" string literals (TS) / implicit concat (py)
    parts=re.findall(r'"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`',s)
    return ''.join(a or b for a,b in parts).replace('\\n',' ').replace('\\"','"').replace("\\'","'")
out=[]
files=[l for l in subprocess.check_output(['git','-C',REPO,'ls-tree','-r','--name-only','HEAD'],text=True).split() if re.match(r'src/[^/]+/(index\.ts|tools/[^/]+\.ts)$',l) and 'test' not in l]
for f in files:
    t=show(f)
    # registerTool("name", { ... description: <strs>, inputSchema
    for m in re.finditer(r'registerTool\(\s*"([^"]+)"\s*,\s*\{(.*?)\n\s*(?:inputSchema|annotations|outputSchema)', t, re.S):
        name=m.group(1); body=m.group(2)
        d=re.search(r'description:\s*((?:\s*(?:"(?:[^"\\]|\\.)*"|`[^`]*`)\s*\+?)+)', body)
        if not d: continue
        out.append(dict(name=name, description=strcat(d.group(1)), source=f'github:modelcontextprotocol/servers@{SHA}:{f}', licence='MIT or Apache-2.0 (modelcontextprotocol/servers LICENSE)', params=[]))
    m=re.search(r'const name = "([^"]+)";.*?description:\s*((?:\s*"(?:[^"\\]|\\.)*"\s*\+?)+)', t, re.S)
    if m:
        ps=[dict(name=a,description=strcat(b)) for a,b in re.findall(r'(\w+):\s*z[^\n]*?\.describe\(\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+)\)', t)]
        out.append(dict(name=m.group(1), description=strcat(m.group(2)), source=f'github:modelcontextprotocol/servers@{SHA}:{f}', licence='MIT or Apache-2.0 (modelcontextprotocol/servers LICENSE)', params=ps))
for f in ['src/time/src/mcp_server_time/server.py','src/git/src/mcp_server_git/server.py','src/fetch/src/mcp_server_fetch/server.py']:
    t=show(f)
    for m in re.finditer(r'Tool\(\s*name=([^,]+),\s*description=((?:\s*f?"(?:[^"\\]|\\.)*"\s*)+|[^,\n]+)', t):
        out.append(dict(name=m.group(1).strip(), description=strcat(m.group(2)), source=f'github:modelcontextprotocol/servers@{SHA}:{f}', licence='MIT or Apache-2.0 (modelcontextprotocol/servers LICENSE)', params=[]))
json.dump(out, open('mcp.json','w'), indent=1)
for i,o in enumerate(out): print(i, o['name'], '|', o['description'][:200], '|', [p['name'] for p in o['params']])
