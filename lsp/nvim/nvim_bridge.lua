-- The editor side of soulindex's Neovim bridge (lsp/nvim/nvim.go). It is
-- loaded once per connection into a global table named by the Go side and
-- called through nvim_exec_lua. Every entry point takes one table of
-- options and returns one table, so the Go side decodes a single shape.
--
-- Rules it keeps, because this runs inside someone's editor:
--   * files are loaded into hidden, unlisted buffers (bufadd + bufload,
--     no swap file, no undo history), never shown in a window;
--   * a buffer the user already has is only read, never changed;
--   * nothing is printed (no vim.notify): buf_request would notify when a
--     method is unsupported, so requests go to each client directly;
--   * what was opened is closed again by release(), and so are the
--     buffers Neovim's publishDiagnostics handler made meanwhile for
--     files the servers published about (state.phantoms).
--   * every wait ends at the caller's deadline, or as soon as the caller
--     cancels (M.cancel runs while a call waits: vim.wait serves RPC).
-- Works on Neovim 0.7 (buf_get_clients, client.request) and newer
-- (get_clients, client:request).

local M = {}

local api = vim.api
local uv = vim.uv or vim.loop

-- now is a precise clock in milliseconds (now() is the loop's cached
-- time, which can lag behind when a call arrives).
local function now()
  return uv.hrtime() / 1e6
end
local PUBLISH = 'textDocument/publishDiagnostics'

-- Bridge state inside the editor: published diagnostics seen through the
-- per-client wrappers, and the buffers this bridge owns.
local state = {
  seq = 0, -- publish counter, to order publishes without a version
  published = {}, -- [client_id][fname] = { version, seq, diagnostics }
  wrapped = {}, -- [client_id] = the client's own handler (false: none)
  owned = {}, -- [bufnr] = { mark = seq at open/update, updated, unload_only }
  baseline = {}, -- [client_id] = true for clients running at load time
  versioned = {}, -- [client_id] = true once it published with a version
  active = {}, -- [token] = true while the call runs
  cancelled = {}, -- [token] = true when its caller gave up
  -- [bufnr] = true for the buffers the clients' publish handlers created
  -- (Neovim's handler makes a buffer for every file a server publishes
  -- about) while the bridge was loaded: wiped again by release and
  -- unload, unless the user has since loaded or listed them.
  phantoms = {},
}

local has_011 = vim.fn.has('nvim-0.11') == 1

local function get_clients(bufnr)
  local list = {}
  if vim.lsp.get_clients then
    list = vim.lsp.get_clients({ bufnr = bufnr })
  elseif bufnr then
    for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
      table.insert(list, c)
    end
  else
    list = vim.lsp.get_active_clients()
  end
  -- Lowest id first: the oldest client answers first, deterministically.
  table.sort(list, function(a, b) return a.id < b.id end)
  return list
end

-- wait is vim.wait that also ends when the call's token is cancelled.
-- Returns true when cond held.
local function wait(ms, token, cond)
  local ok = vim.wait(math.max(ms, 1), function()
    return state.cancelled[token] or cond()
  end, 10)
  return ok and not state.cancelled[token]
end

-- request_sync is client.request_sync with cancellation: returns the
-- response ({ err, result }), or nil and 'timeout', 'cancelled' or
-- 'client stopped'.
local function request_sync(client, method, params, timeout_ms, bufnr, token)
  local resp
  local function handler(err, result)
    resp = { err = err, result = result }
  end
  local ok, id
  if has_011 then
    ok, id = client:request(method, params, handler, bufnr)
  else
    ok, id = client.request(method, params, handler, bufnr)
  end
  if not ok then
    return nil, 'client stopped'
  end
  if not wait(timeout_ms, token, function() return resp ~= nil end) then
    if has_011 then
      client:cancel_request(id)
    else
      client.cancel_request(id)
    end
    return nil, state.cancelled[token] and 'cancelled' or 'timeout'
  end
  return resp
end

for _, c in ipairs(get_clients(nil)) do
  state.baseline[c.id] = true
end

-- Server capability each request needs; a client without it is skipped.
local capability = {
  ['textDocument/documentSymbol'] = 'documentSymbolProvider',
  ['textDocument/hover'] = 'hoverProvider',
  ['textDocument/references'] = 'referencesProvider',
  ['textDocument/prepareCallHierarchy'] = 'callHierarchyProvider',
  ['textDocument/prepareTypeHierarchy'] = 'typeHierarchyProvider',
  ['textDocument/implementation'] = 'implementationProvider',
  ['textDocument/codeAction'] = 'codeActionProvider',
}

-- The requests asked of the items a prepare request returns: the first
-- request is the prepare one, each item then goes back to the server as it
-- came (with its data field), so both steps run against the same client.
local prepared_by = {
  ['callHierarchy/incomingCalls'] = 'textDocument/prepareCallHierarchy',
  ['typeHierarchy/supertypes'] = 'textDocument/prepareTypeHierarchy',
  ['typeHierarchy/subtypes'] = 'textDocument/prepareTypeHierarchy',
}

local function supports(client, method)
  local caps = client.server_capabilities or {}
  local key = capability[method]
  if not key then
    return true
  end
  local v = caps[key]
  return v ~= nil and v ~= false and v ~= vim.NIL
end

local function find_buffer(path)
  for _, b in ipairs(api.nvim_list_bufs()) do
    if api.nvim_buf_get_name(b) == path then
      return b
    end
  end
  return nil
end

-- Records every publish of a client, then lets the client's own (or the
-- global) handler do its usual work, so the user sees no difference.
local function wrap_publish(client)
  if state.wrapped[client.id] ~= nil then
    return
  end
  local own = rawget(client.handlers, PUBLISH)
  state.wrapped[client.id] = own or false
  client.handlers[PUBLISH] = function(err, result, ctx, config)
    local fname, existed
    if result and result.uri then
      fname = vim.uri_to_fname(result.uri)
      existed = find_buffer(fname) ~= nil
    end
    if result and result.uri then
      state.seq = state.seq + 1
      local per = state.published[client.id] or {}
      state.published[client.id] = per
      local version = result.version
      if version == vim.NIL then
        version = nil
      end
      if version ~= nil then
        state.versioned[client.id] = true
      end
      per[vim.uri_to_fname(result.uri)] = {
        version = version,
        seq = state.seq,
        diagnostics = result.diagnostics or {},
      }
    end
    local h = own or vim.lsp.handlers[PUBLISH]
    local ret
    if h then
      ret = h(err, result, ctx, config)
    end
    if fname and not existed then
      local b = find_buffer(fname)
      if b and not api.nvim_buf_is_loaded(b) then
        state.phantoms[b] = true
      end
    end
    return ret
  end
end

-- wipe_phantoms deletes the buffers publishes created, except those the
-- user has since loaded, listed, shown or changed.
local function wipe_phantoms()
  for b in pairs(state.phantoms) do
    state.phantoms[b] = nil
    if api.nvim_buf_is_valid(b) and not api.nvim_buf_is_loaded(b) and not vim.bo[b].buflisted
      and not vim.bo[b].modified and #vim.fn.win_findbuf(b) == 0 then
      pcall(api.nvim_buf_delete, b, { force = true })
    end
  end
end

local function unwrap_all()
  for id, own in pairs(state.wrapped) do
    local c = vim.lsp.get_client_by_id(id)
    if c then
      c.handlers[PUBLISH] = own or nil
    end
  end
  state.wrapped = {}
end

-- open finds or loads path's buffer and waits up to attach_ms for a
-- client. Returns bufnr, clients, or nil and a reason.
local function open(path, attach_ms, token)
  local b = find_buffer(path)
  if not b then
    if vim.fn.filereadable(path) ~= 1 then
      return nil, nil, 'not a readable file: ' .. path
    end
    b = vim.fn.bufadd(path)
    -- Hidden helper buffer: no swap file (no ATTENTION prompt elsewhere,
    -- no file in the user's swap directory), no undo, not listed.
    vim.bo[b].swapfile = false
    vim.bo[b].buflisted = false
    vim.bo[b].undolevels = -1
    vim.fn.bufload(b)
    state.owned[b] = { mark = state.seq, unchanged = true }
  elseif not api.nvim_buf_is_loaded(b) then
    -- The user's buffer, unloaded: load it and unload it again on release.
    vim.fn.bufload(b)
    state.owned[b] = { mark = state.seq, unchanged = true, unload_only = true }
  end
  if state.owned[b] and #vim.fn.win_findbuf(b) > 0 then
    -- The user has since displayed it: it is theirs now.
    state.owned[b] = nil
  end
  if vim.bo[b].filetype == '' then
    api.nvim_buf_call(b, function() vim.cmd('silent! filetype detect') end)
  end
  local clients = {}
  wait(attach_ms, token, function()
    clients = get_clients(b)
    return #clients > 0
  end)
  for _, c in ipairs(clients) do
    wrap_publish(c)
  end
  if #clients == 0 then
    return b, nil, 'no language client attached to ' .. path .. ' (filetype "' .. vim.bo[b].filetype .. '")'
  end
  return b, clients
end

local function buf_lines(fname, cache)
  local lines = cache[fname]
  if lines then
    return lines
  end
  local b = find_buffer(fname)
  if b and api.nvim_buf_is_loaded(b) then
    lines = api.nvim_buf_get_lines(b, 0, -1, false)
  elseif vim.fn.filereadable(fname) == 1 then
    lines = vim.fn.readfile(fname)
  else
    lines = {}
  end
  cache[fname] = lines
  return lines
end

-- byteindex and utfindex convert between byte and UTF-16/UTF-32 columns
-- on a line, with the signatures of 0.7 and of 0.11 (which changed them);
-- an out-of-range column is clamped to the line's end.
local function byteindex(text, col, utf16)
  local ok, b
  if has_011 then
    ok, b = pcall(vim.str_byteindex, text, utf16 and 'utf-16' or 'utf-32', col, false)
  else
    ok, b = pcall(vim.str_byteindex, text, col, utf16)
  end
  return ok and b or #text
end

local function utfindex(text, byte)
  if byte > #text then
    byte = #text
  end
  if has_011 then
    local ok32, u32 = pcall(vim.str_utfindex, text, 'utf-32', byte, false)
    local ok16, u16 = pcall(vim.str_utfindex, text, 'utf-16', byte, false)
    return ok32 and u32 or byte, ok16 and u16 or byte
  end
  local ok, u32, u16 = pcall(vim.str_utfindex, text, byte)
  if not ok then
    return byte, byte
  end
  return u32, u16
end

-- UTF-16 column -> column in the client's encoding, on line text.
local function from_utf16(text, col, enc)
  if enc == 'utf-16' or not text then
    return col
  end
  local byte = byteindex(text, col, true)
  if enc == 'utf-8' then
    return byte
  end
  local u32 = utfindex(text, byte)
  return u32
end

-- Column in the client's encoding -> UTF-16 column, on line text.
local function to_utf16(text, col, enc)
  if enc == 'utf-16' or not text then
    return col
  end
  local byte = col
  if enc == 'utf-32' then
    byte = byteindex(text, col, false)
  end
  local _, u16 = utfindex(text, byte)
  return u16
end

local function is_pos(t)
  return type(t) == 'table' and type(t.line) == 'number' and type(t.character) == 'number'
end

-- Rewrites, in place, every position of an LSP result from the client's
-- encoding to UTF-16. A node's uri (or targetUri) names the document of
-- the positions below it; fname is the requested document.
local function positions_to_utf16(node, fname, enc, cache)
  if enc == 'utf-16' or type(node) ~= 'table' then
    return
  end
  local uri = node.uri or node.targetUri
  if type(uri) == 'string' then
    fname = vim.uri_to_fname(uri)
  end
  for k, v in pairs(node) do
    if is_pos(v) and (k == 'start' or k == 'end' or k == 'position') then
      local text = buf_lines(fname, cache)[v.line + 1]
      v.character = to_utf16(text, v.character, enc)
    elseif type(v) == 'table' then
      positions_to_utf16(v, fname, enc, cache)
    end
  end
end

-- Rewrites, in place, every position of request params (all in the
-- requested document, whose lines are given) from UTF-16 to the client's
-- encoding.
local function positions_from_utf16(node, lines, enc)
  if enc == 'utf-16' or type(node) ~= 'table' then
    return
  end
  for k, v in pairs(node) do
    if is_pos(v) and (k == 'start' or k == 'end' or k == 'position') then
      v.character = from_utf16(lines[v.line + 1], v.character, enc)
    elseif type(v) == 'table' then
      positions_from_utf16(v, lines, enc)
    end
  end
end

-- code_action_titles keeps what describes each action of a codeAction
-- answer (a CodeAction or a bare Command): its edit, command and
-- diagnostics are neither needed nor converted.
local function code_action_titles(result)
  local out = {}
  for _, a in ipairs(result) do
    if type(a) == 'table' and type(a.title) == 'string' then
      local kind = a.kind
      if type(kind) ~= 'string' then
        kind = nil
      end
      table.insert(out, {
        title = a.title,
        kind = kind,
        isPreferred = a.isPreferred == true,
        disabled = type(a.disabled) == 'table',
      })
    end
  end
  return out
end

local function encoding(client)
  return client.offset_encoding or 'utf-16'
end

local function result_error(err)
  if type(err) == 'table' then
    return { ok = true, code = err.code, message = tostring(err.message) }
  end
  return { ok = true, message = tostring(err) }
end

-- request sends method to the attached clients, lowest id first, and
-- returns the first answer that is not an error. opts: path, method,
-- line, character (UTF-16), include_decl, params (JSON of more params,
-- positions in UTF-16), attach_ms, timeout_ms.
function M.request(opts)
  local deadline = now() + opts.timeout_ms
  local b, clients, why = open(opts.path, opts.attach_ms, opts.token)
  if not clients then
    return { ok = true, unsupported = why }
  end
  if state.owned[b] == nil and vim.bo[b].modified then
    return { ok = true, modified = true }
  end
  local uri = vim.uri_from_bufnr(b)
  local lines = api.nvim_buf_get_lines(b, 0, -1, false)
  local first_method = prepared_by[opts.method] or opts.method
  local errors, asked = {}, 0
  for _, c in ipairs(clients) do
    if supports(c, first_method) then
      asked = asked + 1
      local enc = encoding(c)
      local params = { textDocument = { uri = uri } }
      if opts.line then
        params.position = {
          line = opts.line,
          character = from_utf16(lines[opts.line + 1], opts.character, enc),
        }
      end
      if opts.method == 'textDocument/references' then
        params.context = { includeDeclaration = opts.include_decl }
      end
      if opts.params then
        local more = vim.json.decode(opts.params)
        positions_from_utf16(more, lines, enc)
        for k, v in pairs(more) do
          params[k] = v
        end
      end
      local remaining = math.max(deadline - now(), 1)
      local resp, err = request_sync(c, first_method, params, remaining, b, opts.token)
      if not resp then
        table.insert(errors, { client = c.name, message = tostring(err or 'client stopped') })
      elseif resp.err then
        local e = result_error(resp.err)
        e.client = c.name
        table.insert(errors, e)
      else
        local result = resp.result
        if result ~= nil and result ~= vim.NIL and first_method ~= opts.method then
          local answers = {}
          for _, item in ipairs(result) do
            remaining = math.max(deadline - now(), 1)
            local r2, e2 = request_sync(c, opts.method, { item = item }, remaining, b, opts.token)
            if not r2 or r2.err then
              local e = r2 and result_error(r2.err) or { message = tostring(e2 or 'client stopped') }
              e.client = c.name
              table.insert(errors, e)
              answers = nil
              break
            end
            for _, a in ipairs(r2.result ~= vim.NIL and r2.result or {}) do
              table.insert(answers, a)
            end
          end
          result = answers
        end
        if result ~= nil then
          if result == vim.NIL then
            result = nil
          end
          if result and opts.method == 'textDocument/codeAction' then
            result = code_action_titles(result)
          else
            positions_to_utf16(result, opts.path, enc, {})
          end
          return { ok = true, client = c.name, json = vim.json.encode({ result = result }) }
        end
      end
    end
  end
  if asked == 0 then
    return { ok = true, unsupported = 'no attached client offers ' .. first_method }
  end
  return { ok = true, errors = errors }
end

local function current_version(b)
  local v = vim.lsp.util.buf_versions and vim.lsp.util.buf_versions[b]
  if type(v) ~= 'number' then
    v = api.nvim_buf_get_changedtick(b)
  end
  return v
end

-- diagnostics waits until the attached clients have published for the
-- buffer's current version (or, for servers that send no version, after
-- the bridge's last change), then returns what they published. Once one
-- client has, the others get settle_ms more. opts: path, attach_ms,
-- timeout_ms, settle_ms.
function M.diagnostics(opts)
  local deadline = now() + opts.timeout_ms
  local b, clients, why = open(opts.path, opts.attach_ms, opts.token)
  if not clients then
    return { ok = true, unsupported = why }
  end
  local owned = state.owned[b]
  if owned == nil and vim.bo[b].modified then
    return { ok = true, modified = true }
  end
  local fname = api.nvim_buf_get_name(b)
  local function fresh(c)
    local rec = (state.published[c.id] or {})[fname]
    if not rec then
      return nil
    end
    if rec.version ~= nil then
      if rec.version == current_version(b) then
        return rec
      end
      return nil
    end
    -- No version: a publish after the bridge's last change is fresh,
    -- unless the server has shown it versions its publishes (gopls sends
    -- none right after didOpen, but one after each change).
    if owned == nil then
      return rec
    end
    if rec.seq > owned.mark and (owned.unchanged or not state.versioned[c.id]) then
      return rec
    end
    return nil
  end
  local started = now()
  local function ready(c)
    if fresh(c) then
      return true
    end
    -- The user's buffer with nothing recorded since the bridge came: the
    -- editor's own set, after a short grace for a publish in flight.
    return owned == nil and (state.published[c.id] or {})[fname] == nil and now() - started >= opts.settle_ms
  end
  local first_at
  wait(deadline - now(), opts.token, function()
    local n = 0
    for _, c in ipairs(clients) do
      if ready(c) then
        n = n + 1
      end
    end
    if n == #clients then
      return true
    end
    if n > 0 then
      first_at = first_at or now()
      return now() - first_at >= opts.settle_ms
    end
    return false
  end)
  local out, answered = {}, {}
  for _, c in ipairs(clients) do
    local rec = fresh(c)
    local diags
    if rec then
      diags = vim.deepcopy(rec.diagnostics)
      positions_to_utf16(diags, fname, encoding(c), {})
    elseif owned == nil and (state.published[c.id] or {})[fname] == nil then
      -- The user's buffer, published before the bridge was watching:
      -- what the editor shows is the latest set. vim.diagnostic holds
      -- byte columns.
      local ns = vim.lsp.diagnostic.get_namespace(c.id)
      diags = {}
      local lines = api.nvim_buf_get_lines(b, 0, -1, false)
      for _, d in ipairs(vim.diagnostic.get(b, { namespace = ns })) do
        local end_lnum = d.end_lnum or d.lnum
        local lsp = (d.user_data or {}).lsp or {}
        table.insert(diags, {
          range = {
            start = { line = d.lnum, character = to_utf16(lines[d.lnum + 1], d.col, 'utf-8') },
            ['end'] = { line = end_lnum, character = to_utf16(lines[end_lnum + 1], d.end_col or d.col, 'utf-8') },
          },
          severity = d.severity,
          code = d.code or lsp.code,
          source = d.source,
          message = d.message,
        })
      end
    end
    if diags then
      table.insert(answered, c.name)
      for _, d in ipairs(diags) do
        table.insert(out, d)
      end
    end
  end
  if #answered == 0 then
    return { ok = true, timeout = true, version = current_version(b) }
  end
  return { ok = true, clients = answered, json = vim.json.encode({ result = out }) }
end

-- update replaces the content of a buffer this bridge loaded. The buffer
-- stays unmodified in the editor's eyes (the user's :wqa must not stop
-- on it, nor write it); if the user displays it, it is reloaded from
-- disk first and no longer the bridge's. opts: path, lines, eol, dos,
-- attach_ms.
function M.update(opts)
  local b, clients, why = open(opts.path, opts.attach_ms, opts.token)
  if not clients then
    return { ok = true, unsupported = why }
  end
  local owned = state.owned[b]
  if owned == nil or owned.unload_only then
    return { ok = true, user_buffer = true }
  end
  if owned.unchanged then
    -- Let the clients publish for the opened content first, so a late
    -- publish without a version is not taken for the new content's.
    local fname = api.nvim_buf_get_name(b)
    wait(opts.first_publish_ms, opts.token, function()
      for _, c in ipairs(clients) do
        if not state.versioned[c.id] and not (state.published[c.id] or {})[fname] then
          return false
        end
      end
      return true
    end)
  end
  vim.bo[b].fileformat = opts.dos and 'dos' or 'unix'
  vim.bo[b].eol = opts.eol
  vim.bo[b].fixeol = false
  api.nvim_buf_set_lines(b, 0, -1, false, opts.lines)
  vim.bo[b].modified = false
  owned.mark = state.seq
  owned.unchanged = false
  if not owned.updated then
    owned.updated = true
    api.nvim_create_autocmd('BufWinEnter', {
      buffer = b,
      once = true,
      callback = function()
        if state.owned[b] and state.owned[b].updated then
          state.owned[b] = nil
          vim.cmd('silent! edit!')
        end
      end,
    })
  end
  return { ok = true, version = current_version(b) }
end

-- release closes the buffers of paths that this bridge opened, then stops
-- the clients that started after the bridge loaded and now serve no
-- buffer. A buffer the user has since displayed stays (reloaded from disk
-- if it was updated).
function M.release(opts)
  -- Closing a buffer makes the clients that stay (the user's) publish
  -- for the file again, from disk: Neovim's handler would make a buffer
  -- for it. expect[fname] is the publish count at the close.
  local expect = {}
  for _, path in ipairs(opts.paths) do
    local b = find_buffer(path)
    local owned = b and state.owned[b]
    if owned then
      for _, c in ipairs(get_clients(b)) do
        if state.baseline[c.id] and (state.published[c.id] or {})[path] then
          expect[path] = state.seq
        end
      end
      state.owned[b] = nil
      for _, per in pairs(state.published) do
        per[path] = nil
      end
      if #vim.fn.win_findbuf(b) > 0 then
        if owned.updated then
          api.nvim_buf_call(b, function() vim.cmd('silent! edit!') end)
        end
      elseif owned.unload_only then
        pcall(api.nvim_buf_delete, b, { unload = true, force = true })
      else
        pcall(api.nvim_buf_delete, b, { force = true })
      end
    end
  end
  local stopped, ids = {}, {}
  for _, c in ipairs(get_clients(nil)) do
    if not state.baseline[c.id] then
      local serving = false
      for bufnr in pairs(c.attached_buffers or {}) do
        if api.nvim_buf_is_valid(bufnr) and api.nvim_buf_is_loaded(bufnr) and vim.lsp.buf_is_attached(bufnr, c.id) then
          serving = true
        end
      end
      if not serving then
        table.insert(stopped, c.name)
        table.insert(ids, c.id)
        state.wrapped[c.id] = nil
        state.published[c.id] = nil
        if has_011 then
          c:stop()
        else
          c.stop()
        end
      end
    end
  end
  -- Wait (briefly) for the stopped clients to be gone: a client still
  -- shutting down is reused by a configuration that asks
  -- client_is_stopped (lspconfig does, as does a hand-written one), and a
  -- buffer opened right after (the next soulindex run) would attach to a
  -- dead session.
  if #ids > 0 then
    vim.wait(3000, function()
      for _, id in ipairs(ids) do
        if not vim.lsp.client_is_stopped(id) then
          return false
        end
      end
      return true
    end, 20)
  end
  -- Wait (up to the call's deadline, at most 5 s) for those publishes,
  -- then wipe the buffers they and earlier ones created.
  if next(expect) then
    wait(math.min(opts.timeout_ms, 5000), opts.token, function()
      for fname, seq in pairs(expect) do
        local got = false
        for _, per in pairs(state.published) do
          if per[fname] and per[fname].seq > seq then
            got = true
          end
        end
        if not got then
          return false
        end
      end
      return true
    end)
  end
  wipe_phantoms()
  return { ok = true, stopped = stopped }
end

-- serves reports whether the editor has, or would start, a client for
-- one of filetypes: a running client attached to such a buffer or
-- configured for it, an lspconfig or vim.lsp.config server enabled for
-- it, or a FileType autocommand for it (how a hand-written config starts
-- its clients).
function M.serves(opts)
  local want = {}
  for _, ft in ipairs(opts.filetypes) do
    want[ft] = true
  end
  for _, c in ipairs(get_clients(nil)) do
    for _, ft in ipairs((c.config or {}).filetypes or {}) do
      if want[ft] then
        return { ok = true, how = 'client ' .. c.name }
      end
    end
    for bufnr in pairs(c.attached_buffers or {}) do
      if api.nvim_buf_is_valid(bufnr) and want[vim.bo[bufnr].filetype] then
        return { ok = true, how = 'client ' .. c.name }
      end
    end
  end
  if package.loaded['lspconfig.configs'] then
    for name, cfg in pairs(package.loaded['lspconfig.configs']) do
      if type(cfg) == 'table' and cfg.manager then
        for _, ft in ipairs(cfg.filetypes or {}) do
          if want[ft] then
            return { ok = true, how = 'lspconfig ' .. name }
          end
        end
      end
    end
  end
  if vim.lsp._enabled_configs and vim.lsp.config then
    for name in pairs(vim.lsp._enabled_configs) do
      local ok, cfg = pcall(function() return vim.lsp.config[name] end)
      if ok and cfg then
        for _, ft in ipairs(cfg.filetypes or {}) do
          if want[ft] then
            return { ok = true, how = 'vim.lsp.config ' .. name }
          end
        end
      end
    end
  end
  for ft in pairs(want) do
    local ok, cmds = pcall(api.nvim_get_autocmds, { event = 'FileType', pattern = ft })
    if ok and #cmds > 0 then
      return { ok = true, how = 'FileType autocommand for ' .. ft }
    end
  end
  return { ok = true }
end

-- unsaved lists the files under opts.root whose filetype is one of
-- opts.filetypes and that the user holds with unsaved edits, sorted.
function M.unsaved(opts)
  local want = {}
  for _, ft in ipairs(opts.filetypes) do
    want[ft] = true
  end
  local prefix = opts.root .. '/'
  local out = {}
  for _, b in ipairs(api.nvim_list_bufs()) do
    if api.nvim_buf_is_loaded(b) and vim.bo[b].modified and state.owned[b] == nil and want[vim.bo[b].filetype] then
      local name = api.nvim_buf_get_name(b)
      if opts.root == '' or name:sub(1, #prefix) == prefix then
        table.insert(out, name)
      end
    end
  end
  table.sort(out)
  return { ok = true, paths = out }
end

-- call runs entry point fn with opts, marking its token active so that
-- cancel can reach it, and reports a cancelled call as such.
function M.call(fn, opts)
  local token = opts.token
  state.active[token] = true
  local ok, res = pcall(M[fn], opts)
  local cancelled = state.cancelled[token]
  state.active[token] = nil
  state.cancelled[token] = nil
  if not ok then
    error(res, 0)
  end
  if cancelled then
    return { ok = true, cancelled = true }
  end
  return res
end

-- cancel ends the waits of a running call (sent by the Go side, outside
-- its call queue, when the caller's context ends).
function M.cancel(token)
  if state.active[token] then
    state.cancelled[token] = true
  end
  return true
end

-- columns converts columns on a line (for the tests): to UTF-16 from enc
-- (to = true) or from UTF-16 to enc.
function M.columns(opts)
  local out = {}
  for i, col in ipairs(opts.cols) do
    if opts.to then
      out[i] = to_utf16(opts.text, col, opts.enc)
    else
      out[i] = from_utf16(opts.text, col, opts.enc)
    end
  end
  return { ok = true, cols = out }
end

-- unload undoes the handler wrappers and forgets the bridge's state; the
-- Go side calls it when its connection closes.
function M.unload()
  unwrap_all()
  wipe_phantoms()
end

return M
