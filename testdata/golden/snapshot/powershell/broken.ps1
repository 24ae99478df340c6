  # A script with syntax errors.
//⌄ enclosing_range_start soulindex . . . `powershell/broken.ps1`/Ready.
  $script:Ready = $false
//^^^^^^^^^^^^^ definition soulindex . . . `powershell/broken.ps1`/Ready.
//kind Variable
//                     ⌃ enclosing_range_end soulindex . . . `powershell/broken.ps1`/Ready.
  
  # Fine before the error.
//⌄ enclosing_range_start soulindex . . . `powershell/broken.ps1`/Get-Good().
  function Get-Good {
//         ^^^^^^^^ definition soulindex . . . `powershell/broken.ps1`/Get-Good().
//         kind Function
//         documentation
//         > Fine before the error.
      param([string] $Name)
      "Hello $Name"
  }
//⌃ enclosing_range_end soulindex . . . `powershell/broken.ps1`/Get-Good().
  
//⌄ enclosing_range_start soulindex . . . `powershell/broken.ps1`/Get-Bad().
  function Get-Bad {
//         ^^^^^^^ definition soulindex . . . `powershell/broken.ps1`/Get-Bad().
//         kind Function
      param([string] $Name
      if ($Name -eq {
          "bad"
  }
  
  class Half {
      [string] $Name
      [void] Broken( {
  }
  
  # Still found after the errors?
  function Get-After {
      $script:Ready
  }
//⌃ enclosing_range_end soulindex . . . `powershell/broken.ps1`/Get-Bad().
  
