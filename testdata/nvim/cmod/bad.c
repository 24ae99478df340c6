/* A planted error after multi-byte text on its line. */
int broken(void)
{
	const char *g = "👋 ñ"; return g[0] + missing_name;
}
