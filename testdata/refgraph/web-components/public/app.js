function startApp(root) {
  root.textContent = "ready";
}
