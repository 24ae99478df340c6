namespace Shop.Models;

/// <summary>A customer.</summary>
public class User
{
    public string Name { get; init; } = "";

    public string Greeting() => $"Hello, {Name}";
}
