-- Minimal editor configuration for the Neovim bridge tests (Neovim 0.7:
-- no vim.lsp.start, so clients are started and attached by hand). One
-- gopls client per module root serves every Go buffer, as lspconfig would.
local clients = {}

local function module_root(path)
  local gomod = vim.fn.findfile('go.mod', vim.fn.fnamemodify(path, ':p:h') .. ';')
  if gomod == '' then
    return nil
  end
  return vim.fn.fnamemodify(gomod, ':p:h')
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'go',
  callback = function(args)
    local root = module_root(vim.api.nvim_buf_get_name(args.buf))
    if not root then
      return
    end
    local id = clients[root]
    if not id or vim.lsp.client_is_stopped(id) then
      id = vim.lsp.start_client({ name = 'gopls', cmd = { 'gopls' }, root_dir = root })
      clients[root] = id
    end
    if id then
      vim.lsp.buf_attach_client(args.buf, id)
    end
  end,
})
