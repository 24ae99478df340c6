/* Counting, with non-ASCII text before the names on the same line. */
static int count(const char *s)
{
	int n = 0;
	while (*s++)
		n++;
	return n;
}

int main(void)
{
	const char *g = "héllo wörld 👋"; return count(g) + count("ñ");
}
