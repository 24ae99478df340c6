namespace Acme.Util
{
    public static class Util
    {
        public static int F(int x) { return x; }
        public static void WriteLine(string s) { }
    }
}
