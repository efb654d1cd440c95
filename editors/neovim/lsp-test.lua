-- Drives `agtp-studio lsp` with Neovim's built-in LSP client (Neovim 0.7+), headless. Run by scripts/test-editors:
--   AGTP_LSP_CMD='/path/to/checkout/agtp-studio lsp --semantic lexicon' AGTP_WS=/tmp/ws \
--     nvim --headless -u NONE -c 'luafile editors/neovim/lsp-test.lua'
-- Asserts: diagnostics (versioned) for a file opened after initialize, a quick fix applied through its workspace
-- edit, and hover text. Exits 0 when every check passes, 1 otherwise, printing one line per check.
local ws = os.getenv('AGTP_WS')
local cmd = vim.split(os.getenv('AGTP_LSP_CMD'), ' ', { trimempty = true })
local file = ws .. '/endpoints/fetch_reservation.toml'
local uri = vim.uri_from_fname(file)
local failures = 0

local function check(ok, what)
  io.stdout:write((ok and 'ok   ' or 'FAIL ') .. what .. '\n')
  if not ok then failures = failures + 1 end
end

local published = {}
local inited = false
local id = vim.lsp.start_client({
  cmd = cmd,
  cmd_cwd = ws,
  root_dir = ws,
  workspace_folders = { { uri = vim.uri_from_fname(ws), name = 'ws' } },
  on_init = function() inited = true end,
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      table.insert(published, result)
      return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
    end,
  },
})
check(id ~= nil, 'the client started the server')
check(vim.wait(15000, function() return inited end, 50), 'initialize answered')
vim.wait(1500) -- the start-up publications are out; the file is opened after them

vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, id)

local diag
check(vim.wait(10000, function()
  for _, p in ipairs(published) do
    if p.uri == uri and p.version ~= nil then
      for _, d in ipairs(p.diagnostics) do
        local line = vim.api.nvim_buf_get_lines(buf, d.range.start.line, d.range.start.line + 1, false)[1] or ''
        if line:find('"fetch"', 1, true) then diag = d end
      end
    end
  end
  return diag ~= nil
end, 50), 'diagnostics published for the file opened after initialize (with its version)')
check(#vim.diagnostic.get(buf) > 0, 'Neovim shows them on the buffer')

if diag then
  local res = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', {
    textDocument = { uri = uri }, range = diag.range, context = { diagnostics = { diag } } }, 5000)
  local fix
  for _, r in pairs(res or {}) do
    for _, a in ipairs(r.result or {}) do
      if a.edit and a.title:find('FETCH', 1, true) then fix = a end
    end
  end
  check(fix ~= nil, 'a quick fix is offered for the diagnostic')
  if fix then
    vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')
    local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
    check(text:find('method = "FETCH"', 1, true) ~= nil, 'the quick fix edited the buffer')
    check(vim.wait(10000, function()
      local last
      for _, p in ipairs(published) do if p.uri == uri then last = p end end
      if not last then return false end
      for _, d in ipairs(last.diagnostics) do
        if d.code == diag.code and d.range.start.line == diag.range.start.line then return false end
      end
      return true
    end, 50), 'the fixed finding is gone after the edit')
  end
end

local row
for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
  if l:find('FETCH', 1, true) then row = i - 1 end
end
local col = row and (vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1]:find('FETCH', 1, true)) or 0
local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', {
  textDocument = { uri = uri }, position = { line = row or 0, character = col } }, 5000)
local value = ''
for _, r in pairs(hover or {}) do
  if r.result and r.result.contents then value = r.result.contents.value or '' end
end
check(value:find('FETCH', 1, true) ~= nil and value:find('retrieval', 1, true) ~= nil,
  'hover on the verb shows its catalog entry')

vim.lsp.stop_client(id)
vim.wait(2000, function() return vim.lsp.client_is_stopped(id) end, 50)
io.stdout:write(failures == 0 and 'neovim: all checks passed\n' or ('neovim: ' .. failures .. ' check(s) failed\n'))
vim.cmd(failures == 0 and 'qa!' or 'cquit 1')
