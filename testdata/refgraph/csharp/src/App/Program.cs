using System;
using Shop.Models;

namespace Shop.App;

public static class Program
{
    public static void Main()
    {
        var user = new User { Name = "Ada" };
        Console.WriteLine(user.Greeting());
    }
}
