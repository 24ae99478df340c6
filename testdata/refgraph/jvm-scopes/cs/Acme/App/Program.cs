using System;
using Acme.Util;

namespace Acme.App
{
    public class Program
    {
        int count;

        int Run(int count)
        {
            var n = Util.F(count);
            Console.WriteLine("x");
            Func<int, int> f = Util => Util + 1;
            if (n is int Program) { n += Program; }
            return f(n) + this.count;
        }
    }
}
