-- Minimal editor configuration for the Neovim bridge tests (Neovim 0.7:
-- no vim.lsp.start, so clients are started and attached by hand, one per
-- server and project root, as lspconfig would).
local clients = {}

local function project_root(path, marker)
  local found = vim.fn.findfile(marker, vim.fn.fnamemodify(path, ':p:h') .. ';')
  if found == '' then
    return nil
  end
  return vim.fn.fnamemodify(found, ':p:h')
end

local servers = {
  -- gopls speaks UTF-16, Neovim 0.7's default.
  go = { name = 'gopls', cmd = { 'gopls' }, marker = 'go.mod' },
  -- clangd negotiates UTF-8 the way lspconfig's clangd configuration asks
  -- it to, so the bridge has positions to convert.
  c = {
    name = 'clangd',
    cmd = { 'clangd' },
    marker = 'compile_flags.txt',
    capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(), {
      offsetEncoding = { 'utf-8', 'utf-16' },
    }),
    on_init = function(client, result)
      if result.offsetEncoding then
        client.offset_encoding = result.offsetEncoding
      end
    end,
  },
}

vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'go', 'c' },
  callback = function(args)
    local server = servers[vim.bo[args.buf].filetype]
    local root = project_root(vim.api.nvim_buf_get_name(args.buf), server.marker)
    if not root then
      return
    end
    local key = server.name .. ' ' .. root
    local id = clients[key]
    if not id or vim.lsp.client_is_stopped(id) then
      id = vim.lsp.start_client({
        name = server.name,
        cmd = server.cmd,
        root_dir = root,
        capabilities = server.capabilities,
        on_init = server.on_init,
      })
      clients[key] = id
    end
    if id then
      vim.lsp.buf_attach_client(args.buf, id)
    end
  end,
})
